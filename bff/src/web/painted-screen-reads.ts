import type { Database } from '@viral/db';
import {
  RELATED_TAGS_COUNT,
  type RecipePage,
  recipeSearchQuerySchema,
  slugSchema,
  type TagWithUsage,
} from '@viral/domain';
import { searchRecipes } from '../recipes/recipe-search.ts';
import { tagPictures } from '../tags/tag-pictures.ts';
import { findRelatedTags, findTagBySlug, listTagsWithPictures } from '../tags/tag-reads.ts';
import type { TagPageData } from './boot-tag-page.ts';
import { searchReadQuery, TAG_PAGE_SIZE } from './screen-preload.ts';

/**
 * What the HTML paints of a screen is read as the screen's own first reads are (the ones the page
 * preloads, answered by the same functions as the API), so the screen's first render is what was
 * painted. A read that fails paints nothing: the screen handles it as without a painted copy.
 */

/** The search screen's first page for a URL whose only filter is the text; null for other URLs. */
export async function searchFirstPage(db: Database, query: URLSearchParams): Promise<RecipePage | null> {
  const params = searchReadQuery(query);
  const search = params && recipeSearchQuerySchema.safeParse(Object.fromEntries(params));
  if (!search?.success) return null;
  return searchRecipes(db, search.data).catch(() => null);
}

/** The tag index's list (GET /api/tags?used=true). */
export const tagIndexList = (db: Database): Promise<TagWithUsage[]> =>
  listTagsWithPictures(db, true).catch(() => []);

/** A tag page's tag, related tags and first recipes (for a visitor who has viewed none); null for an unknown tag. */
export async function tagPageData(db: Database, slug: string): Promise<TagPageData | null> {
  if (!slugSchema.safeParse(slug).success) return null;
  try {
    const tag = await findTagBySlug(db, slug);
    if (!tag) return null;
    const [pictures, related, recipes] = await Promise.all([
      tagPictures(db, [tag.id]),
      findRelatedTags(db, tag.id, RELATED_TAGS_COUNT),
      searchRecipes(db, { tags: [slug], limit: TAG_PAGE_SIZE }),
    ]);
    return { tag: { ...tag, image_url: pictures.get(tag.id) ?? null }, related, recipes };
  } catch {
    return null;
  }
}
