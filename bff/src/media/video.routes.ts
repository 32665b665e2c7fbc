import { type Database, schema } from '@viral/db';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ObjectStore } from './objects/object-store.ts';
import { serveObject } from './objects/serve-object.ts';
import { videoObjectKey } from './video-object-key.ts';

const { mediaVideos } = schema;

/**
 * `GET /media/videos/{recipe}/{sha256}.mp4`: a stored recipe video, while its index row names it
 * (a deleted recipe's file is gone at once, before the sweep deletes it). Its address names its
 * content, so it is cached for a year as immutable with an ETag; players' byte ranges get 206.
 */
export function videoRoutes(db: Database, objects: ObjectStore) {
  return new Hono().get('/media/videos/:recipe{[0-9a-f-]{36}}/:file{[0-9a-f]{64}\\.mp4}', async (c) => {
    const hash = c.req.param('file').slice(0, 64);
    const key = videoObjectKey(c.req.param('recipe'), hash);
    const notFound = () => c.text('No such video', 404);
    return serveObject(
      c,
      { etag: `"${hash.slice(0, 32)}-mp4"`, contentType: 'video/mp4' },
      async (range) => {
        const [row] = await db
          .select({ key: mediaVideos.key })
          .from(mediaVideos)
          .where(eq(mediaVideos.key, key));
        return row ? objects.get(key, range) : null;
      },
      notFound,
    );
  });
}
