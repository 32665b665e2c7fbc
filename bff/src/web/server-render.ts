import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RemoteOverrides } from './remote-locations.ts';
import type { RemoteName, WebRoot } from './web-root.ts';

/** A read the server already answered, under the query key the screen asks it by. */
export type ServerRead = { key: readonly unknown[]; data: unknown };

/** What the shell's server build (shell/src/server/render-page.tsx) answers. */
export type RenderedScreen = {
  html: string;
  queryState: unknown;
  /** The document title the screen sets, if it sets one. */
  title?: string;
  screenFailed: boolean;
};

type PageRenderer = (request: {
  path: string;
  search: string;
  reads: ServerRead[];
  remotes: Record<string, string>;
  nonce: string;
}) => Promise<RenderedScreen>;

/** The remotes built for Node too (the back-office stays rendered in the browser). */
const SERVER_RENDERED_REMOTES: RemoteName[] = ['mf_feed', 'mf_recipe'];
const SERVER_FOLDER = 'server';
const ENTRY = 'remoteEntry.js';

/**
 * Each remote's server container, from the same place as its browser manifest: `<folder>/server/remoteEntry.js`
 * beside a moved remote's manifest (resolved against this site for a path), read from disk for the ones
 * this bff serves itself.
 */
export function serverRemoteEntries(
  webRoot: WebRoot,
  overrides: RemoteOverrides,
  siteOrigin: string,
): Record<string, string> {
  return Object.fromEntries(
    SERVER_RENDERED_REMOTES.map((name) => {
      const moved = overrides[name];
      const entry = moved
        ? new URL(`${SERVER_FOLDER}/${ENTRY}`, new URL(moved, siteOrigin)).href
        : pathToFileURL(join(webRoot.remotes[name].dir, SERVER_FOLDER, ENTRY)).href;
      return [name, entry];
    }),
  );
}

/**
 * Renders a page's screen with the shell's server build, loading the screens' code from the remotes'
 * server containers at the locations given (and only there: the build's runtime plugin,
 * config/mf-server-runtime-plugin.ts, refuses any other). Null when the shell was built without it.
 */
export function serverRenderer(shellDir: string) {
  const entry = join(shellDir, SERVER_FOLDER, 'main.cjs');
  let renderer: PageRenderer | null | undefined;
  const load = (): PageRenderer | null => {
    if (renderer !== undefined) return renderer;
    if (!existsSync(entry)) return null;
    renderer = (createRequire(import.meta.url)(entry) as { renderPage: PageRenderer }).renderPage;
    return renderer;
  };
  return async (request: {
    path: string;
    search: string;
    reads: ServerRead[];
    remotes: Record<string, string>;
    nonce: string;
  }): Promise<RenderedScreen | null> => {
    const render = load();
    if (!render) return null;
    // Where the federation runtime may load remote code from while this page renders.
    globalThis.__VIRAL_SERVER_REMOTES__ = request.remotes;
    return render(request);
  };
}

declare global {
  var __VIRAL_SERVER_REMOTES__: Record<string, string> | undefined;
}
