import { lazyRemote } from '@viral/ui';

/** mf-recipe's card, loaded through federation; render it inside a RemoteBoundary. */
export const RecipeCard = lazyRemote(() => import('mf_recipe/RecipeCard'));
/** mf-recipe's like button and share dialog, used by the explore feeds. */
export const LikeButton = lazyRemote(() => import('mf_recipe/LikeButton'));
export const ShareDialog = lazyRemote(() => import('mf_recipe/ShareDialog'));
