import { EXPLORE_PREFERENCE_ENABLED, STORAGE_KEYS } from '@viral/domain';
import { readStored, writeStored } from './local-store.ts';

const isText = (value: unknown): value is string => typeof value === 'string';

/** True when the visitor chose 'Enter Explore Mode' on a tag page (stored value 'enabled'). */
export function exploreModeEnabled(): boolean {
  return readStored(STORAGE_KEYS.explorePreference, '', isText) === EXPLORE_PREFERENCE_ENABLED;
}

export function enableExploreMode(): void {
  writeStored(STORAGE_KEYS.explorePreference, EXPLORE_PREFERENCE_ENABLED);
}
