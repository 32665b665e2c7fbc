import type { CheerioAPI } from 'cheerio';
import { parse as parseDuration } from 'tinyduration';
import { isRecipe, type SchemaNode, walk } from './schema-node.ts';
import { list, text } from './schema-values.ts';

/**
 * A recipe page's video. A `file` is a progressive download (MP4, WebM, MOV) the importer may fetch
 * and transcode; a `link` (an HLS playlist, a YouTube or Vimeo player, a file of unknown kind) is
 * only ever kept as an address for the recipe page.
 */
export interface PageVideo {
  kind: 'file' | 'link';
  /** The file for a `file`; the player (else the stream) for a `link`. */
  url: string;
  /** How the file's kind was known, for an admin reading why a video was or was not fetched. */
  format: 'mp4' | 'webm' | 'mov' | 'hls' | 'player' | 'unknown';
  thumbnail_url: string | null;
  duration_seconds: number | null;
  name: string | null;
}

const VIDEO_TYPE = /^(?:https?:\/\/schema\.org\/|schema:)?videoobject$/i;
const FILE_EXTENSIONS: Record<string, PageVideo['format']> = {
  mp4: 'mp4',
  m4v: 'mp4',
  webm: 'webm',
  mov: 'mov',
  m3u8: 'hls',
};
const DECLARED_TYPES: Record<string, PageVideo['format']> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'application/x-mpegurl': 'hls',
  'application/vnd.apple.mpegurl': 'hls',
  'text/html': 'player',
};
const PLAYER_HOSTS = /(?:^|\.)(?:youtube\.com|youtube-nocookie\.com|youtu\.be|vimeo\.com)$/i;
const DOWNLOADABLE = new Set<PageVideo['format']>(['mp4', 'webm', 'mov']);

const isVideoObject = (node: SchemaNode) =>
  list(node['@type']).some((type) => typeof type === 'string' && VIDEO_TYPE.test(type.trim()));

function absolute(value: unknown, base: string): string | null {
  const raw = text(list(value)[0]);
  if (!raw) return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** What a video address is, by its declared type first, else its host and its extension. */
function formatOf(url: string, declaredType: string): PageVideo['format'] {
  const declared = DECLARED_TYPES[declaredType.toLowerCase().split(';')[0]?.trim() ?? ''];
  if (declared) return declared;
  const { hostname, pathname } = new URL(url);
  if (PLAYER_HOSTS.test(hostname)) return 'player';
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase() ?? '';
  return FILE_EXTENSIONS[extension] ?? 'unknown';
}

/** What a video address given alone is, by its host and its extension (no declared type). */
export const videoAddressFormat = (url: string): PageVideo['format'] => formatOf(url, '');

function seconds(value: unknown): number | null {
  const raw = text(value).toUpperCase();
  if (!raw) return null;
  try {
    const d = parseDuration(raw);
    const total = (d.days ?? 0) * 86400 + (d.hours ?? 0) * 3600 + (d.minutes ?? 0) * 60 + (d.seconds ?? 0);
    return Number.isFinite(total) && total > 0 ? Math.round(total) : null;
  } catch {
    return null;
  }
}

/** A VideoObject as a page video: its file when the content is one, else its player or stream. */
function fromVideoObject(node: SchemaNode, base: string): PageVideo | null {
  const details = {
    thumbnail_url: absolute(list(node.thumbnailUrl).find((u) => typeof u === 'string') ?? null, base),
    duration_seconds: seconds(node.duration),
    name: text(node.name) || null,
  };
  const content = absolute(node.contentUrl, base);
  const contentFormat = content ? formatOf(content, text(node.encodingFormat)) : null;
  if (content && contentFormat && DOWNLOADABLE.has(contentFormat))
    return { kind: 'file', url: content, format: contentFormat, ...details };
  const embed = absolute(node.embedUrl, base);
  if (embed) return { kind: 'link', url: embed, format: 'player', ...details };
  if (content && contentFormat) return { kind: 'link', url: content, format: contentFormat, ...details };
  return null;
}

function fromOpenGraph($: CheerioAPI, base: string): PageVideo | null {
  const meta = (property: string) =>
    $(`meta[property="${property}"], meta[name="${property}"]`).first().attr('content') ?? '';
  const declaredType = meta('og:video:type');
  const candidates = ['og:video:secure_url', 'og:video:url', 'og:video']
    .map((property) => absolute(meta(property), base))
    .filter((url): url is string => url !== null);
  const found = candidates.map((url) => ({ url, format: formatOf(url, declaredType) }));
  const file = found.find(({ format }) => DOWNLOADABLE.has(format));
  const chosen = file ?? found[0];
  if (!chosen) return null;
  return {
    kind: file ? 'file' : 'link',
    ...chosen,
    thumbnail_url: absolute(meta('og:image'), base),
    duration_seconds: null,
    name: null,
  };
}

const best = (videos: (PageVideo | null)[]) => {
  const found = videos.filter((video): video is PageVideo => video !== null);
  return found.find((video) => video.kind === 'file') ?? found[0] ?? null;
};

/** Every object in the page's JSON-LD, in document order. */
function jsonLdNodes($: CheerioAPI): SchemaNode[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .flatMap((script) => {
      try {
        return [...walk(JSON.parse($(script).text()))];
      } catch {
        return [];
      }
    });
}

/** The Recipes' own `video` values, a reference by `@id` (as in an `@graph`) followed to its object. */
function recipeVideos(nodes: SchemaNode[]): SchemaNode[] {
  const byId = new Map(nodes.filter((node) => typeof node['@id'] === 'string').map((n) => [n['@id'], n]));
  return nodes.filter(isRecipe).flatMap((recipe) =>
    list(recipe.video).flatMap((value) => {
      if (typeof value !== 'object' || value === null) return [];
      const node = value as SchemaNode;
      return [isVideoObject(node) ? node : (byId.get(node['@id']) ?? node)];
    }),
  );
}

/**
 * The recipe's video: the Recipe's own `video` first, then any other VideoObject on the page, then
 * Open Graph's `og:video`; within each, a downloadable file before a link. Pure: nothing is fetched.
 */
export function findPageVideo($: CheerioAPI, pageUrl: string): PageVideo | null {
  const nodes = jsonLdNodes($);
  const fromNodes = (found: SchemaNode[]) => best(found.map((node) => fromVideoObject(node, pageUrl)));
  return (
    fromNodes(recipeVideos(nodes)) ?? fromNodes(nodes.filter(isVideoObject)) ?? fromOpenGraph($, pageUrl)
  );
}
