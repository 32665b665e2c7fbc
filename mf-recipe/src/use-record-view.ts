import { recordedRecipe, recordInteraction } from '@viral/ui';
import { okJson } from '@viral/ui/api-client';
import { useEffect, useRef } from 'react';
import { visitorApi } from './api.ts';

type ViewedRecipe = Parameters<typeof recordedRecipe>[0];

/**
 * Opening a recipe records a view once per recipe shown (its tags and difficulty feed the interaction
 * record); a failure is only logged.
 */
export function useRecordView(recipe: ViewedRecipe | undefined) {
  const latest = useRef(recipe);
  latest.current = recipe;
  const recipeId = recipe?.id;
  useEffect(() => {
    const viewed = latest.current;
    if (!recipeId || !viewed) return;
    recordInteraction('view', recordedRecipe(viewed));
    okJson(visitorApi.recipes[':id'].view.$post({ param: { id: recipeId } })).catch((error: unknown) =>
      console.error('[viral] could not record the view', error),
    );
  }, [recipeId]);
}
