import type { Context } from 'hono';
import { CACHE_FOREVER } from '../../web/cache-headers.ts';
import { type ByteRange, type ObjectRead, RangeNotSatisfiableError } from './object-store.ts';
import { parseRangeHeader } from './range-header.ts';

const matches = (header: string | undefined, etag: string) =>
  Boolean(header?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

/**
 * Answers a GET for an immutable media file (its address names its content): a year of caching,
 * its ETag (a matching If-None-Match gets 304), and `Range` requests as 206 with `Content-Range`
 * (416 for a range past the end). `open` reads the object, or answers null when there is none.
 */
export async function serveObject(
  c: Context,
  { etag, contentType }: { etag: string; contentType: string },
  open: (range: ByteRange | undefined) => Promise<ObjectRead | null>,
  notFound: () => Response,
): Promise<Response> {
  if (matches(c.req.header('If-None-Match'), etag)) {
    c.header('Cache-Control', CACHE_FOREVER);
    c.header('ETag', etag);
    return c.body(null, 304);
  }
  // A range is for the version the client holds: a different If-Range gets the whole object.
  const ifRange = c.req.header('If-Range');
  const range = ifRange && ifRange !== etag ? undefined : parseRangeHeader(c.req.header('Range'));
  let read: ObjectRead | null;
  try {
    read = await open(range);
  } catch (error) {
    if (!(error instanceof RangeNotSatisfiableError)) throw error;
    c.header('Content-Range', `bytes */${error.size}`);
    c.header('Accept-Ranges', 'bytes');
    return c.body(null, 416);
  }
  if (!read) return notFound();
  c.header('Cache-Control', CACHE_FOREVER);
  c.header('ETag', etag);
  c.header('Accept-Ranges', 'bytes');
  c.header('Content-Type', contentType);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Length', String(read.size === 0 ? 0 : read.end - read.start + 1));
  if (range) c.header('Content-Range', `bytes ${read.start}-${read.end}/${read.size}`);
  // HEAD is answered by this GET route: release the file or the bucket's connection at once.
  const status = range ? 206 : 200;
  if (c.req.method !== 'HEAD') return c.body(read.body, status);
  await read.body.cancel();
  return c.body(null, status);
}
