import { lazyRemote } from '@viral/ui';

/** mf-recipe's card, loaded through federation; render it inside a RemoteBoundary. */
export const RecipeCard = lazyRemote(() => import('mf_recipe/RecipeCard'));
