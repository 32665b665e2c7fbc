import { fileURLToPath } from 'node:url';
import { demoImagesDir } from '@viral/db';

export const REMOTE_NAMES = ['mf_feed', 'mf_recipe', 'mf_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Where the built site lives on disk and the URL prefix each part is served under. */
export interface WebRoot {
  shellDir: string;
  remotes: Record<RemoteName, { urlPrefix: string; dir: string }>;
  mediaDir: string;
}

const repoPath = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

/** The layout of this repository after `npm run build`. */
export function repositoryWebRoot(): WebRoot {
  return {
    shellDir: repoPath('shell/dist'),
    remotes: {
      mf_feed: { urlPrefix: '/mf/feed', dir: repoPath('mf-feed/dist') },
      mf_recipe: { urlPrefix: '/mf/recipe', dir: repoPath('mf-recipe/dist') },
      mf_admin: { urlPrefix: '/mf/admin', dir: repoPath('mf-admin/dist') },
    },
    mediaDir: demoImagesDir,
  };
}
