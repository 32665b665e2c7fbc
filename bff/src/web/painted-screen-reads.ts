import type { Database } from '@viral/db';
import {
  RELATED_TAGS_COUNT,
  type Recipe,
  type RecipePage,
  recipeSearchQuerySchema,
  slugSchema,
  type TagWithUsage,
} from '@viral/domain';
import { searchRecipes } from '../recipes/recipe-search.ts';
import { tagPictures } from '../tags/tag-pictures.ts';
import { findRelatedTags, findTagBySlug, listTagsWithPictures } from '../tags/tag-reads.ts';
import type { TagPageData } from './boot-tag-page.ts';
import type { PaintedReads } from './painted-reads.ts';
import {
  recipeRead,
  searchReadQuery,
  searchReadUrl,
  TAG_INDEX_READ,
  TAG_PAGE_SIZE,
  tagPageReads,
} from './screen-preload.ts';

/**
 * What the HTML paints of a screen is read as the screen's own first reads are (answered by the
 * same functions as the API), so the screen's first render is what was painted; the page holds
 * those answers by the reads' URLs (`reads`), so the screen does not ask for them again. A read
 * that fails paints nothing and holds nothing: the screen asks the server, as without them.
 */
type Painted<T> = { data: T; reads: PaintedReads };

/** The search screen's first page for a URL whose only filter is the text; null for other URLs. */
export async function searchFirstPage(
  db: Database,
  query: URLSearchParams,
): Promise<Painted<RecipePage> | null> {
  const params = searchReadQuery(query);
  const search = params && recipeSearchQuerySchema.safeParse(Object.fromEntries(params));
  if (!params || !search?.success) return null;
  const page = await searchRecipes(db, search.data).catch(() => null);
  return page && { data: page, reads: { [searchReadUrl(params)]: page } };
}

/** The tag index's list (GET /api/tags?used=true); nothing held when the read fails. */
export const tagIndexList = (db: Database): Promise<Painted<TagWithUsage[]>> =>
  listTagsWithPictures(db, true).then(
    (tags) => ({ data: tags, reads: { [TAG_INDEX_READ]: { items: tags } } }),
    () => ({ data: [], reads: {} }),
  );

/**
 * A tag page's tag, related tags and first recipes (for a visitor who has viewed none); 'unknown' for
 * a slug no tag has, null when the read fails.
 */
export async function tagPageData(
  db: Database,
  slug: string,
): Promise<Painted<TagPageData> | 'unknown' | null> {
  if (!slugSchema.safeParse(slug).success) return 'unknown';
  try {
    const tag = await findTagBySlug(db, slug);
    if (!tag) return 'unknown';
    const [pictures, related, recipes] = await Promise.all([
      tagPictures(db, [tag.id]),
      findRelatedTags(db, tag.id, RELATED_TAGS_COUNT),
      searchRecipes(db, { tags: [slug], limit: TAG_PAGE_SIZE }),
    ]);
    const data = { tag: { ...tag, image_url: pictures.get(tag.id) ?? null }, related, recipes };
    const urls = tagPageReads(slug);
    return {
      data,
      // As the API answers a visitor who excludes nothing: none hidden.
      reads: {
        [urls.tag]: data.tag,
        [urls.related]: { items: related },
        [urls.recipes]: { ...recipes, hidden: 0 },
      },
    };
  } catch {
    return null;
  }
}

/** A recipe's page holds the recipe it was drawn from, under the URL its screen asks (plain slugs only). */
/** Whether no tag has this slug; false when the read fails (the screen then finds out for itself). */
export const isUnknownTag = (db: Database, slug: string): Promise<boolean> =>
  slugSchema.safeParse(slug).success
    ? findTagBySlug(db, slug).then(
        (tag) => tag === null,
        () => false,
      )
    : Promise.resolve(true);

export const recipePageReads = (slug: string, recipe: Recipe | null): PaintedReads =>
  recipe && /^[a-z0-9-]+$/.test(slug) ? { [recipeRead(slug)]: recipe } : {};
