import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * A value only the browser knows (its location, what it stored), read so that the server's HTML and the
 * browser's first render agree: `serverValue` on the server and while hydrating, the browser's right
 * after. `read` must return the same primitive while nothing changed.
 */
export function useBrowserValue<T extends string | number | boolean>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(unchanging, read, () => serverValue);
}
