import { STORAGE_KEYS } from '@viral/domain';
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function soundOn(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.feedSound) === 'on';
  } catch {
    return false;
  }
}

/** Remembers for this visit whether feed videos play with sound, and tells every slide. */
export function setFeedSound(on: boolean): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.feedSound, on ? 'on' : 'off');
  } catch {
    // Storage unavailable: the choice holds until the page is left.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether feed videos play with sound: muted on the server, while hydrating, and until the visitor asks. */
export function useFeedSound(): boolean {
  return useSyncExternalStore(subscribe, soundOn, () => false);
}
