/**
 * A list's recipes below other lists on the same page: the first `count` candidates not shown
 * above, so no recipe shows twice on one page (Home's Popular under Trending Today, a recipe's
 * Trending for You under Similar). Candidates should run `count` plus the number shown above long.
 */
export function fillSection<Item extends { id: string }>(
  candidates: readonly Item[],
  shownAbove: readonly { id: string }[],
  count: number,
): Item[] {
  const shown = new Set(shownAbove.map((item) => item.id));
  return candidates.filter((item) => !shown.has(item.id)).slice(0, count);
}
