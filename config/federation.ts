/**
 * The federation map of the browser apps: remote names, the modules each remote exposes, the dev-server
 * ports and the same-origin paths the bff serves each build under. The rspack configs, the vitest
 * aliases and the run-time remote plugin all read it, so a remote is described once.
 */
export type RemoteName = 'mf_feed' | 'mf_recipe' | 'mf_admin';

type RemoteApp = {
  folder: string;
  devPort: number;
  /** Where the bff serves this remote's dist folder in production. */
  basePath: string;
  exposes: Record<string, string>;
};

export const SHELL_DEV_PORT = 3001;
export const BFF_DEV_ORIGIN = 'http://localhost:3000';

export const REMOTES = {
  mf_feed: {
    folder: 'mf-feed',
    devPort: 3002,
    basePath: '/mf/feed/',
    exposes: {
      './HomePage': './src/pages/HomePage.tsx',
      './ExplorePage': './src/pages/ExplorePage.tsx',
      './SearchPage': './src/pages/SearchPage.tsx',
      './TagIndexPage': './src/pages/TagIndexPage.tsx',
      './TagPage': './src/pages/TagPage.tsx',
      './TagExplorePage': './src/pages/TagExplorePage.tsx',
      './SavedPage': './src/pages/SavedPage.tsx',
    },
  },
  mf_recipe: {
    folder: 'mf-recipe',
    devPort: 3003,
    basePath: '/mf/recipe/',
    exposes: {
      './RecipePage': './src/pages/RecipePage.tsx',
      './ShareDialog': './src/components/ShareDialog.tsx',
    },
  },
  mf_admin: {
    folder: 'mf-admin',
    devPort: 3004,
    basePath: '/mf/admin/',
    exposes: {
      './AdminApp': './src/AdminApp.tsx',
    },
  },
} as const satisfies Record<RemoteName, RemoteApp>;

/** The default manifest URL of a remote: its own dev server in development, same origin in production. */
export function defaultManifestUrl(name: RemoteName, dev: boolean): string {
  const remote = REMOTES[name];
  return dev ? `http://localhost:${remote.devPort}/mf-manifest.json` : `${remote.basePath}mf-manifest.json`;
}

/**
 * The CSS scope root of a remote: every exposed component's root element carries `data-mf="<name>"`,
 * and the remote's Tailwind utilities only apply inside it (see postcss-scope-utilities.ts).
 */
export function remoteScopeSelector(name: string): string {
  return `[data-mf="${name}"]`;
}
