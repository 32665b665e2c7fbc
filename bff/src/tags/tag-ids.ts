import { type Database, schema } from '@viral/db';
import { eq } from 'drizzle-orm';
import { shortCachePerDatabase } from '../http/short-cache.ts';

const { tags } = schema;

/**
 * Tag ids by slug, kept for a few seconds: the feed, a tag's pages and the tag filter resolve
 * the same few slugs on every request. Only found tags are kept, so a new tag is seen at once; a
 * deleted one matches no recipe anyway.
 */
const tagIds = shortCachePerDatabase<string>({ ttlMs: 5_000, max: 1_000 });

export async function tagIdBySlug(db: Database, slug: string): Promise<string | null> {
  const id = await tagIds(db)(slug, async () => {
    const [row] = await db.select({ id: tags.id }).from(tags).where(eq(tags.slug, slug)).limit(1);
    return row?.id;
  });
  return id ?? null;
}
