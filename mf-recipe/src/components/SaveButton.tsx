import { useQueryClient } from '@tanstack/react-query';
import { Icon } from '@viral/ui';
import { okJson } from '@viral/ui/api-client';
import { type Interactions, useInteractions } from '@viral/ui/cards';
import { useState } from 'react';
import { visitorApi } from '../api.ts';

/**
 * Saves the recipe to this visitor's Saved list (/saved), or takes it off. Disabled while the
 * request is pending; a failure leaves the state as it was and says so.
 */
export function SaveButton({ recipeId }: { recipeId: string }) {
  const queryClient = useQueryClient();
  const { data } = useInteractions(recipeId);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const saved = data?.isSaved ?? false;

  const toggle = async () => {
    setPending(true);
    setFailed(false);
    try {
      const result = await okJson(visitorApi.recipes[':id'].save.$post({ param: { id: recipeId } }));
      queryClient.setQueryData(['interactions', recipeId], (old: Interactions | undefined) => ({
        isLiked: false,
        ...old,
        isSaved: result.saved,
      }));
      await queryClient.invalidateQueries({ queryKey: ['saved'] });
    } catch (error) {
      console.error('[viral] save failed', error);
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        aria-pressed={saved}
        disabled={pending}
        onClick={toggle}
        className={`inline-flex items-center gap-2 rounded-full p-3 font-semibold sm:px-5 sm:py-3 ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-wait disabled:opacity-70 ${
          saved
            ? 'bg-brand-50 text-brand-800 ring-brand-300'
            : 'bg-white text-ink ring-stone-200 hover:ring-brand-300'
        }`}
      >
        <Icon name="bookmark" className={`size-5 ${saved ? 'fill-current' : ''}`} />
        <span className="sr-only sm:not-sr-only">{saved ? 'Saved' : 'Save'}</span>
      </button>
      {failed && (
        <span role="alert" className="text-sm text-red-700">
          Could not save. Try again.
        </span>
      )}
    </span>
  );
}
