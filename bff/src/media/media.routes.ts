import { MEDIA_CONTENT_TYPES, MEDIA_FORMATS, type MediaFormat } from '@viral/domain';
import { Hono } from 'hono';
import { CACHE_FOREVER } from '../web/cache-headers.ts';
import type { MediaStore } from './media-store.ts';

const isFormat = (value: string): value is MediaFormat =>
  (MEDIA_FORMATS as readonly string[]).includes(value);

/**
 * `GET /media/{hash}/{width}.{format}`: a stored photo's variant. Its address names its content,
 * so it is cached for a year as immutable; the ETag answers revalidations with 304.
 */
export function mediaRoutes(media: MediaStore) {
  // One address per file: a width is written without leading zeros ('0320.webp' is not '320.webp').
  return new Hono().get('/media/:hash{[0-9a-f]{64}}/:file{[1-9][0-9]{0,4}\\.(avif|webp|jpeg)}', async (c) => {
    const hash = c.req.param('hash');
    const [width, format] = c.req.param('file').split('.') as [string, string];
    const notFound = () => c.text('No such image', 404);
    if (!isFormat(format)) return notFound();
    const etag = `"${hash.slice(0, 32)}-${Number(width)}-${format}"`;
    const content = await media.read(hash, Number(width), format);
    if (!content) return notFound();
    c.header('Cache-Control', CACHE_FOREVER);
    c.header('ETag', etag);
    const asked = c.req.header('If-None-Match');
    if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return c.body(null, 304);
    c.header('Content-Type', MEDIA_CONTENT_TYPES[format]);
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(content as Uint8Array<ArrayBuffer>, 200);
  });
}
