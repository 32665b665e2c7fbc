import { VIEW_RECORDED_AFTER_MS } from '@viral/domain';
import { apiPost, trackRecipe } from '@viral/ui';
import { useEffect, useRef } from 'react';

type Item = { id: string; difficulty: string | null };

/** Records a view once per recipe after it has been on screen for 500 ms (spec 4). */
export function useViewTracking(item: Item | undefined) {
  const recorded = useRef(new Set<string>());
  useEffect(() => {
    if (!item || recorded.current.has(item.id)) return;
    const timer = setTimeout(() => {
      recorded.current.add(item.id);
      trackRecipe('viewedRecipes', item.id, item.difficulty);
      apiPost(`/api/recipes/${item.id}/view`).catch((error: unknown) =>
        console.error('[viral] could not record the view', error),
      );
    }, VIEW_RECORDED_AFTER_MS);
    return () => clearTimeout(timer);
  }, [item]);
}
