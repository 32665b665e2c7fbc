import type { CheerioAPI } from 'cheerio';
import { imageUrls } from './schema-values.ts';

/** WordPress-style resized copies carry their size: 'dish-225x225.jpg'. */
const SIZE_SUFFIX = /-(\d{2,4})x(\d{2,4})\.[a-z]+(?:\?|$)/i;

function declaredArea(url: string, sizes: Map<string, number>): number {
  const declared = sizes.get(url);
  if (declared) return declared;
  const match = SIZE_SUFFIX.exec(url);
  // No size in the name usually means the original upload: the largest there is.
  return match ? Number(match[1]) * Number(match[2]) : Number.POSITIVE_INFINITY;
}

/** Sizes that ImageObjects declare, by URL. */
function declaredSizes(value: unknown): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const item of Array.isArray(value) ? value : [value]) {
    if (item && typeof item === 'object') {
      const node = item as Record<string, unknown>;
      const width = Number(node.width);
      const height = Number(node.height);
      if (typeof node.url === 'string' && width > 0 && height > 0) sizes.set(node.url, width * height);
    }
  }
  return sizes;
}

/**
 * The recipe's images, best first: the page's Open Graph image (what the site shows when shared)
 * and the recipe's own images, the largest before resized copies.
 */
export function rankImages($: CheerioAPI, schemaImage: unknown, pageUrl: string): string[] {
  const ogImage = $('meta[property="og:image"], meta[name="og:image"]').attr('content');
  const candidates = [...imageUrls(ogImage, pageUrl), ...imageUrls(schemaImage, pageUrl)];
  const unique = [...new Set(candidates)];
  const sizes = declaredSizes(schemaImage);
  return unique
    .map((url, order) => ({ url, order, area: declaredArea(url, sizes) }))
    .sort((a, b) => b.area - a.area || a.order - b.order)
    .map((c) => c.url);
}
