import { type Database, schema } from '@viral/db';
import type { RelatedTag, Tag, TagWithUsage } from '@viral/domain';
import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { tagPictures } from './tag-pictures.ts';

const { recipeTags, tagRecipeCounts, tags } = schema;

// Every tag has its count row, kept by triggers on tags and recipe_tags (db migration 0013).
const usageCount = tagRecipeCounts.recipe_count;
const toApiTag = (tag: typeof tags.$inferSelect): Tag => ({
  ...tag,
  created_at: tag.created_at.toISOString(),
});

/** Every tag with how many recipes carry it, most used first. */
export async function listTagsWithUsage(db: Database, onlyUsed: boolean): Promise<TagWithUsage[]> {
  const rows = await db
    .select({ tag: tags, usage_count: usageCount })
    .from(tags)
    .innerJoin(tagRecipeCounts, eq(tagRecipeCounts.tag_id, tags.id))
    .where(onlyUsed ? gt(usageCount, 0) : undefined)
    .orderBy(desc(usageCount), asc(tags.name));
  return rows.map((row) => ({ tag: toApiTag(row.tag), usage_count: row.usage_count }));
}

/** The tag list as GET /api/tags gives it: each tag with a photo from its own recipes (null for none). */
export async function listTagsWithPictures(db: Database, onlyUsed: boolean): Promise<TagWithUsage[]> {
  const items = await listTagsWithUsage(db, onlyUsed);
  const pictures = await tagPictures(
    db,
    items.map((item) => item.tag.id),
  );
  return items.map((item) => ({ ...item, image_url: pictures.get(item.tag.id) ?? null }));
}

export async function findTagBySlug(
  db: Database,
  slug: string,
): Promise<(Tag & { usage_count: number }) | null> {
  const [row] = await db
    .select({ tag: tags, usage_count: usageCount })
    .from(tags)
    .innerJoin(tagRecipeCounts, eq(tagRecipeCounts.tag_id, tags.id))
    .where(eq(tags.slug, slug));
  return row ? { ...toApiTag(row.tag), usage_count: row.usage_count } : null;
}

/** How many of these recipes carry the tag (a visitor's last viewed, hidden from its page). */
export async function countTaggedAmong(db: Database, tagId: string, recipeIds: string[]): Promise<number> {
  if (recipeIds.length === 0) return 0;
  return db.$count(recipeTags, and(eq(recipeTags.tag_id, tagId), inArray(recipeTags.recipe_id, recipeIds)));
}

/**
 * A tag's recipes its related tags are counted over. Counting over all of a common tag's recipes
 * read every tag row of a third of the catalogue (127 ms at 100,000 recipes, growing with it); the
 * first rows by recipe id are a random sample (ids are random), so the order holds.
 */
export const RELATED_TAGS_SAMPLE = 2000;

/**
 * Other tags on this tag's recipes, by how many recipes they share with it (among at most
 * `RELATED_TAGS_SAMPLE` of its recipes).
 */
export async function findRelatedTags(db: Database, tagId: string, limit: number): Promise<RelatedTag[]> {
  const taggedRecipes = db
    .select({ id: recipeTags.recipe_id })
    .from(recipeTags)
    .where(eq(recipeTags.tag_id, tagId))
    .limit(RELATED_TAGS_SAMPLE);
  const shared = sql<number>`count(*)::int`.mapWith(Number);
  const rows = await db
    .select({ tag: tags, co_occurrences: shared })
    .from(recipeTags)
    .innerJoin(tags, eq(tags.id, recipeTags.tag_id))
    .where(and(inArray(recipeTags.recipe_id, taggedRecipes), ne(recipeTags.tag_id, tagId)))
    .groupBy(tags.id)
    .orderBy(desc(shared), asc(tags.name))
    .limit(limit);
  return rows.map((row) => ({ tag: toApiTag(row.tag), co_occurrences: row.co_occurrences }));
}
