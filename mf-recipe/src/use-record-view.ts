import { apiPost, trackRecipe } from '@viral/ui';
import { useEffect } from 'react';

/** Opening a recipe records a view once per mount (spec 4); a failure is only logged. */
export function useRecordView(recipeId: string | undefined, difficulty?: string | null) {
  useEffect(() => {
    if (!recipeId) return;
    trackRecipe('viewedRecipes', recipeId, difficulty);
    apiPost(`/api/recipes/${recipeId}/view`).catch((error: unknown) =>
      console.error('[viral] could not record the view', error),
    );
  }, [recipeId, difficulty]);
}
