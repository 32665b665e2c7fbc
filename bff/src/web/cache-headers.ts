/** Build output names carry a content hash (`main.3f9a1c2b7d.js`); such a file never changes. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export const CACHE_FOREVER = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const MEDIA_CACHE = 'public, max-age=86400';

/** Hashed assets for a year; everything else (HTML, manifests, remote entries) revalidated each time. */
export function cacheControlFor(filePath: string): string {
  return CONTENT_HASHED.test(filePath) ? CACHE_FOREVER : REVALIDATE;
}
