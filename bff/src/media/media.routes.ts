import { MEDIA_CONTENT_TYPES, MEDIA_FORMATS, type MediaFormat } from '@viral/domain';
import { Hono } from 'hono';
import type { MediaStore } from './media-store.ts';
import { serveObject } from './objects/serve-object.ts';

const isFormat = (value: string): value is MediaFormat =>
  (MEDIA_FORMATS as readonly string[]).includes(value);

/**
 * `GET /media/{hash}/{width}.{format}`: a stored photo's variant. Its address names its content,
 * so it is cached for a year as immutable; the ETag answers revalidations with 304, and byte
 * ranges are answered with 206.
 */
export function mediaRoutes(media: Pick<MediaStore, 'open'>) {
  // One address per file: a width is written without leading zeros ('0320.webp' is not '320.webp').
  return new Hono().get('/media/:hash{[0-9a-f]{64}}/:file{[1-9][0-9]{0,4}\\.(avif|webp|jpeg)}', async (c) => {
    const hash = c.req.param('hash');
    const [width, format] = c.req.param('file').split('.') as [string, string];
    const notFound = () => c.text('No such image', 404);
    if (!isFormat(format)) return notFound();
    return serveObject(
      c,
      { etag: `"${hash.slice(0, 32)}-${Number(width)}-${format}"`, contentType: MEDIA_CONTENT_TYPES[format] },
      (range) => media.open(hash, Number(width), format, range),
      notFound,
    );
  });
}
