import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RELATED_TAGS_COUNT, SEARCH_PAGE_SIZE } from '@viral/domain';
import { escapeHtml } from './html-escape.ts';
import type { RemoteName } from './web-root.ts';

type ManifestExpose = { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } };
type LocalRemote = { urlPrefix: string; dir: string };

type Screen = {
  path: RegExp;
  /** The federated modules (remote, expose) the route renders first. */
  exposes: [RemoteName, string][];
  /** The /api reads the screen starts with, exactly as it requests them (same URL, plain GET). */
  data?: (match: RegExpMatchArray, query: URLSearchParams) => string[];
};

/** Tag pages ask for this many recipes at a time (mf-feed's tag-queries.ts). */
export const TAG_PAGE_SIZE = 48;

/**
 * The query of the search screen's first read for a URL with no filter but the text (mf-feed's
 * search-query.ts asks for the trimmed text, then the page size); null for a URL with filters, rather
 * than a guess. The page painted from the HTML is the answer to this same query.
 */
export function searchReadQuery(query: URLSearchParams): URLSearchParams | null {
  if ([...query.keys()].some((key) => key !== 'q')) return null;
  const text = query.get('q')?.trim() ?? '';
  const params = new URLSearchParams(text ? { q: text } : {});
  params.set('limit', String(SEARCH_PAGE_SIZE));
  return params;
}

/** The URL of the search screen's first read, from its query (searchReadQuery). */
export const searchReadUrl = (readQuery: URLSearchParams) => `/api/recipes?${readQuery}`;

/** The tag index's read. */
export const TAG_INDEX_READ = '/api/tags?used=true';

/** A recipe page's read, for the plain slugs whose URL is the slug itself. */
export const recipeRead = (slug: string) => `/api/recipes/${slug}`;

/** A tag page's reads: the tag, its related tags and its first recipes. */
export const tagPageReads = (slug: string) => ({
  tag: `/api/tags/${slug}`,
  related: `/api/tags/${slug}/related?limit=${RELATED_TAGS_COUNT}`,
  recipes: `/api/tags/${slug}/recipes?limit=${TAG_PAGE_SIZE}`,
});

const SCREENS: Screen[] = [
  {
    path: /^\/$/,
    exposes: [
      ['mf_feed', 'HomePage'],
      ['mf_recipe', 'RecipeCard'],
    ],
    data: () => ['/api/recipes/featured', '/api/recipes/popular'],
  },
  {
    // Only plain slugs: the screen re-encodes the decoded slug, which for these is the same text.
    path: /^\/recipe\/([a-z0-9-]+)$/,
    exposes: [['mf_recipe', 'RecipePage']],
    data: ([, slug]) => [recipeRead(slug ?? '')],
  },
  { path: /^\/recipe\/[^/]+$/, exposes: [['mf_recipe', 'RecipePage']] },
  {
    path: /^\/search$/,
    exposes: [
      ['mf_feed', 'SearchPage'],
      ['mf_recipe', 'RecipeCard'],
    ],
    data: (_match, query) => {
      const readQuery = searchReadQuery(query);
      return readQuery ? [searchReadUrl(readQuery)] : [];
    },
  },
  {
    path: /^\/categories$/,
    exposes: [['mf_feed', 'TagIndexPage']],
    data: () => [TAG_INDEX_READ],
  },
  {
    // A visitor who viewed recipes of the tag asks for its recipes without them: that read is not preloaded.
    path: /^\/(?:tag|category)\/([a-z0-9-]+)$/,
    exposes: [
      ['mf_feed', 'TagPage'],
      ['mf_recipe', 'RecipeCard'],
    ],
    data: ([, slug]) => Object.values(tagPageReads(slug ?? '')),
  },
  {
    path: /^\/(tag|category)\/[^/]+$/,
    exposes: [
      ['mf_feed', 'TagPage'],
      ['mf_recipe', 'RecipeCard'],
    ],
  },
  {
    path: /^\/saved$/,
    exposes: [
      ['mf_feed', 'SavedPage'],
      ['mf_recipe', 'RecipeCard'],
    ],
  },
  { path: /^\/explore$/, exposes: [['mf_feed', 'ExplorePage']] },
  {
    path: /^\/category-explore\/([a-z0-9-]+)$/,
    exposes: [['mf_feed', 'TagExplorePage']],
    data: ([, slug]) => [`/api/tags/${slug}`],
  },
  { path: /^\/category-explore\/[^/]+$/, exposes: [['mf_feed', 'TagExplorePage']] },
];
const MANIFEST_TTL_MS = 5000;

function screenAt(path: string): { screen: Screen; match: RegExpMatchArray } | null {
  for (const screen of SCREENS) {
    const match = path.match(screen.path);
    if (match) return { screen, match };
  }
  return null;
}

/** The remotes a route's first screen is made of, or undefined for a route it does not know. */
export function remotesAt(path: string): RemoteName[] | undefined {
  const found = screenAt(path);
  return found ? [...new Set(found.screen.exposes.map(([name]) => name))] : undefined;
}

/**
 * Preload hints for the JS and CSS of the screen a route renders, read from the remote's own
 * mf-manifest.json (only for remotes served from this bff), and for the /api reads it starts with, so
 * the browser fetches them with the HTML instead of after the shell, the manifest, the remote entry and
 * the screen have run. A preloaded read is used by the screen's own fetch (same URL, mode and
 * credentials), so nothing is requested twice. Reads whose answers the page holds (`painted`, see
 * painted-reads.ts) are not preloaded.
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

  return async (
    path: string,
    query = new URLSearchParams(),
    painted: ReadonlySet<string> = new Set(),
    /** False when the page was rendered on the server from its reads, whose answers it holds. */
    withReads = true,
  ): Promise<string> => {
    const found = screenAt(path);
    if (!found) return '';
    const { screen, match } = found;
    const links = new Set<string>();
    for (const [name, exposeName] of screen.exposes) {
      const remote = remotes[name];
      if (!remote) continue;
      const expose = (await exposesOf(name, remote)).find((entry) => entry.name === exposeName);
      for (const file of expose?.assets.css.sync ?? [])
        links.add(`<link rel="preload" href="${remote.urlPrefix}/${encodeURI(file)}" as="style" />`);
      for (const file of expose?.assets.js.sync ?? [])
        links.add(`<link rel="preload" href="${remote.urlPrefix}/${encodeURI(file)}" as="script" />`);
    }
    for (const url of withReads ? (screen.data?.(match, query) ?? []) : [])
      if (!painted.has(url))
        links.add(`<link rel="preload" href="${escapeHtml(url)}" as="fetch" crossorigin="anonymous" />`);
    return [...links].join('');
  };
}

/** Puts preload hints at the end of the head. */
export const withPreloads = (html: string, links: string) =>
  links ? html.replace('</head>', () => `${links}</head>`) : html;
