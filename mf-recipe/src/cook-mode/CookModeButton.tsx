import type { Recipe } from '@viral/domain';
import { Icon } from '@viral/ui';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import type { RecipeScale } from '../measures/use-recipe-scale.ts';
import type { CookModeDialogProps } from './CookModeDialog.tsx';

type Dialog = ComponentType<CookModeDialogProps>;
let loaded: Dialog | null = null;

/** Cook mode's code loads when a visitor first reaches for it, not with every recipe page. */
async function loadCookMode(): Promise<Dialog> {
  loaded ??= (await import('./CookModeDialog.tsx')).default;
  return loaded;
}

type Props = { recipe: Recipe; measure: RecipeScale };
type State = 'closed' | 'loading' | 'open' | 'failed';

/** The 'Cook mode' button of the recipe page and the full-screen cook mode it opens. */
export function CookModeButton({ recipe, measure }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<State>('closed');
  const [returnFocus, setReturnFocus] = useState(false);

  useEffect(() => {
    if (!returnFocus) return;
    button.current?.focus();
    setReturnFocus(false);
  }, [returnFocus]);

  if (recipe.instructions.length === 0) return null;

  const open = async () => {
    setState('loading');
    try {
      await loadCookMode();
      setState('open');
    } catch (error) {
      console.error('[viral] cook mode did not load', error);
      setState('failed');
    }
  };
  const close = () => {
    setState('closed');
    setReturnFocus(true);
  };
  const CookModeDialog = state === 'open' ? loaded : null;

  return (
    <div className="inline-flex items-center gap-2">
      <button
        ref={button}
        type="button"
        onClick={open}
        onPointerEnter={() => void loadCookMode().catch(() => {})}
        disabled={state === 'loading'}
        className="inline-flex items-center gap-1.5 rounded-full bg-ink px-3.5 py-3 text-sm font-semibold sm:gap-2 sm:px-5 sm:text-base text-white transition hover:bg-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-wait disabled:opacity-70"
      >
        <Icon name="chef" /> Cook mode
      </button>
      {state === 'failed' && (
        <span role="alert" className="text-sm text-red-700">
          Cook mode did not load. Check your connection and try again.
        </span>
      )}
      {CookModeDialog && <CookModeDialog recipe={recipe} measure={measure} onClose={close} />}
    </div>
  );
}
