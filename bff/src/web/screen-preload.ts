import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { matchSiteRoute } from '@viral/domain';
import type { RemoteName } from './web-root.ts';

type ManifestExpose = { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } };
type LocalRemote = { urlPrefix: string; dir: string };

const MANIFEST_TTL_MS = 5000;

/**
 * The federated modules a route's screen is made of at first (domain's SITE_ROUTES), as [remote,
 * expose]: its own module only, since what lists share (recipe cards) is ui's.
 */
function modulesAt(path: string): [RemoteName, string][] | undefined {
  const found = matchSiteRoute(path);
  if (!found) return undefined;
  const [remote, expose] = found.route.module.split('/');
  return [[remote as RemoteName, expose ?? '']];
}

/** The remotes a route's first screen is made of, or undefined for a route it does not know. */
export function remotesAt(path: string): RemoteName[] | undefined {
  const modules = modulesAt(path);
  return modules && [...new Set(modules.map(([name]) => name))];
}

/**
 * Preload hints for the JS and CSS of the screen a route renders, read from the remote's own
 * mf-manifest.json (only for remotes served from this bff), so the browser fetches them with the HTML
 * instead of after the shell, the manifest and the remote entry have run.
 */
export function screenPreloader(remotes: Partial<Record<RemoteName, LocalRemote>>) {
  const cache = new Map<RemoteName, { at: number; exposes: Promise<ManifestExpose[]> }>();
  const exposesOf = (name: RemoteName, remote: LocalRemote) => {
    const hit = cache.get(name);
    if (hit && Date.now() - hit.at < MANIFEST_TTL_MS) return hit.exposes;
    const exposes = readFile(join(remote.dir, 'mf-manifest.json'), 'utf8')
      .then((text) => (JSON.parse(text) as { exposes?: ManifestExpose[] }).exposes ?? [])
      .catch(() => []);
    cache.set(name, { at: Date.now(), exposes });
    return exposes;
  };

  return async (path: string): Promise<string> => {
    const links = new Set<string>();
    for (const [name, exposeName] of modulesAt(path) ?? []) {
      const remote = remotes[name];
      if (!remote) continue;
      const expose = (await exposesOf(name, remote)).find((entry) => entry.name === exposeName);
      for (const file of expose?.assets.css.sync ?? [])
        links.add(`<link rel="preload" href="${remote.urlPrefix}/${encodeURI(file)}" as="style" />`);
      for (const file of expose?.assets.js.sync ?? [])
        links.add(`<link rel="preload" href="${remote.urlPrefix}/${encodeURI(file)}" as="script" />`);
    }
    return [...links].join('');
  };
}

/** Puts preload hints at the end of the head. */
export const withPreloads = (html: string, links: string) =>
  links ? html.replace('</head>', () => `${links}</head>`) : html;
