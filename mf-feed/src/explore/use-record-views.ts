import { VIEW_RECORDED_AFTER_MS } from '@viral/domain';
import { recordedRecipe, recordInteraction } from '@viral/ui';
import { okJson } from '@viral/ui/api-client';
import { useEffect, useRef } from 'react';
import { visitorApi } from '../api.ts';

type Item = Parameters<typeof recordedRecipe>[0];

/** Records a view once per recipe after it has been on screen for 500 ms. */
export function useRecordViews(item: Item | undefined) {
  const recorded = useRef(new Set<string>());
  useEffect(() => {
    if (!item || recorded.current.has(item.id)) return;
    const timer = setTimeout(() => {
      recorded.current.add(item.id);
      recordInteraction('view', recordedRecipe(item));
      okJson(visitorApi.recipes[':id'].view.$post({ param: { id: item.id } })).catch((error: unknown) =>
        console.error('[viral] could not record the view', error),
      );
    }, VIEW_RECORDED_AFTER_MS);
    return () => clearTimeout(timer);
  }, [item]);
}
