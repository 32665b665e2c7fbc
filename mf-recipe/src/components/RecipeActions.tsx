import type { Recipe } from '@viral/domain';
import { Icon, RemoteBoundary } from '@viral/ui';
import { LikeButton } from '@viral/ui/cards';
import { lazy, useState } from 'react';
import { SaveButton } from './SaveButton.tsx';

/** The share dialog's code loads on the first tap on Share, not with the page. */
const ShareDialog = lazy(() => import('./ShareDialog.tsx'));

type Props = {
  recipe: Recipe;
  onLikesChange: (likes: number) => void;
  onShared: (shares: number) => void;
};

/** The recipe page's Like, Save and Share buttons (Share opens the share dialog). */
export function RecipeActions({ recipe, onLikesChange, onShared }: Props) {
  const [sharing, setSharing] = useState(false);
  const [shareAsked, setShareAsked] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-1.5 sm:gap-3">
      <LikeButton
        recipeId={recipe.id}
        difficulty={recipe.difficulty}
        tagNames={recipe.tags.map((tag) => tag.name)}
        likes={recipe.recipe_stats.likes}
        onLikesChange={onLikesChange}
      />
      <SaveButton recipeId={recipe.id} />
      <button
        type="button"
        onClick={() => {
          setShareAsked(true);
          setSharing(true);
        }}
        className="inline-flex items-center gap-2 rounded-full bg-white p-3 font-semibold ring-1 ring-stone-200 transition hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:px-5 sm:py-3"
      >
        {/* On a phone the icon alone, so Cook mode, Like, Save and Share stay on one row. */}
        <Icon name="share" /> <span className="sr-only sm:not-sr-only">Share</span>
      </button>
      {shareAsked && (
        <RemoteBoundary name="mf_recipe/ShareDialog">
          <ShareDialog recipe={recipe} open={sharing} onClose={() => setSharing(false)} onShared={onShared} />
        </RemoteBoundary>
      )}
    </div>
  );
}
