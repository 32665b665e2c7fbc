import { lazyRemote } from '@viral/ui';

/** mf-recipe's share dialog, loaded through federation the first time a feed's visitor taps Share. */
export const ShareDialog = lazyRemote(() => import('mf_recipe/ShareDialog'));
