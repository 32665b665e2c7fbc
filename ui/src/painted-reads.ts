/**
 * Answers the bff wrote into the page's HTML (bff/src/web/painted-reads.ts): the first reads of the
 * screen it painted, by their /api URL, so the screen's first request for each is answered from the
 * page instead of asking the server the same question again. Each answer serves one request, and
 * only in the page's first minute: later, the screen wants what the server has now.
 */
const PAINTED_READS_ID = 'painted-reads';
const KEPT_MS = 60_000;

/**
 * The painted answer to a GET of this URL (path and query, as the screen asks it), once; undefined
 * otherwise. The answers stay in the page's element, which loses each one as it is taken.
 */
function takePaintedRead(url: string): unknown {
  const element = document.getElementById(PAINTED_READS_ID);
  if (!element?.textContent) return undefined;
  if (performance.now() > KEPT_MS) {
    element.remove();
    return undefined;
  }
  try {
    const { [url]: answer, ...rest } = JSON.parse(element.textContent) as Record<string, unknown>;
    if (answer === undefined) return undefined;
    if (Object.keys(rest).length > 0) element.textContent = JSON.stringify(rest);
    else element.remove();
    return answer;
  } catch {
    // Answers that cannot be read are asked of the server, as without them.
    element.remove();
    return undefined;
  }
}

/** `fetch`, except that a GET the page already holds the answer to is answered from the page. */
export const fetchPaintedFirst: typeof fetch = (input, init) => {
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  if (method.toUpperCase() === 'GET') {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const answer =
      url.origin === window.location.origin ? takePaintedRead(url.pathname + url.search) : undefined;
    if (answer !== undefined) return Promise.resolve(Response.json(answer));
  }
  return fetch(input, init);
};
