import { bootScreenItems, paintedFirst, removeBootScreen } from '@viral/ui';
import { useEffect, useState } from 'react';

/**
 * A screen's list with the items its HTML painted (bff's boot screen) first, in their order, so its
 * first cards are the ones already shown. The painted ids are for the screen's first `query`: once
 * it asks for another, or its list comes back empty (or fails), the painted copy goes.
 */
export function usePaintedFirst<T extends { id: string }>(query: string, found: T[], settled: boolean): T[] {
  const [painted] = useState(() => ({ query, ids: bootScreenItems<{ id: string }>() }));
  const ids = painted.query === query ? painted.ids : null;
  const showsOther = ids === null || (settled && found.length === 0);
  useEffect(() => {
    if (showsOther) removeBootScreen();
  }, [showsOther]);
  if (!ids) return found;
  const byId = new Map(found.map((item) => [item.id, item]));
  const shown = ids.flatMap(({ id }) => byId.get(id) ?? []);
  return paintedFirst(shown.length > 0 ? shown : null, found);
}
