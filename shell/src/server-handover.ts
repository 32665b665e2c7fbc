import type { DehydratedState } from '@tanstack/react-query';

/** On `#root` when its content was rendered by the server: the browser hydrates it instead of drawing anew. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** The JSON data element (never run) that holds the server's query answers (`dehydrate`). */
export const QUERY_STATE_ID = 'viral-query-state';

/** The answers the server rendered the page from; undefined when there are none or they cannot be read. */
export function serverQueryState(): DehydratedState | undefined {
  const element = document.getElementById(QUERY_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch (error) {
    console.error('[viral] the server query state cannot be read; screens ask the server', error);
    return undefined;
  } finally {
    element.remove();
  }
}
