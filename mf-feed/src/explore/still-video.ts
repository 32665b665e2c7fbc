import { useBrowserValue, useMediaQuery } from '@viral/ui';

type SaveDataNavigator = Navigator & { connection?: { saveData?: boolean } };

const savesData = () => (navigator as SaveDataNavigator).connection?.saveData === true;

/**
 * Whether feed videos wait for a press instead of playing on their own: the visitor asked for reduced
 * motion, or their browser asks to save data (Save-Data). False on the server and while hydrating.
 */
export function useStillVideo(): boolean {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const saveData = useBrowserValue(savesData, false);
  return reducedMotion || saveData;
}
