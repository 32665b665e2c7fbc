import { trackRecipe } from '@viral/ui';
import { okJson } from '@viral/ui/api-client';
import { useEffect } from 'react';
import { visitorApi } from './api.ts';

/** Opening a recipe records a view once per mount; a failure is only logged. */
export function useRecordView(recipeId: string | undefined, difficulty?: string | null) {
  useEffect(() => {
    if (!recipeId) return;
    trackRecipe('viewedRecipes', recipeId, difficulty);
    okJson(visitorApi.recipes[':id'].view.$post({ param: { id: recipeId } })).catch((error: unknown) =>
      console.error('[viral] could not record the view', error),
    );
  }, [recipeId, difficulty]);
}
