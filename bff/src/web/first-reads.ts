import type { Database } from '@viral/db';
import {
  asRouterReadsIt,
  type FirstRead,
  feedRequestSchema,
  filtersFromSearch,
  filtersToSearch,
  firstSlideKey,
  hasControlCharacters,
  RELATED_TAGS_COUNT,
  type Recipe,
  recipeListKey,
  recipeReadKey,
  recipeSearchQuerySchema,
  relatedTagsKey,
  SEARCH_PAGE_SIZE,
  searchReadKey,
  slugSchema,
  TAG_PAGE_SIZE,
  tagReadKey,
  tagRecipesKey,
  usedTagsKey,
} from '@viral/domain';
import type { CandidatePoolCache } from '../feed/candidate-pool-cache.ts';
import { buildExploreFeed } from '../feed/explore-feed.ts';
import { cachedHomePopularRecipes } from '../recipes/popular-recipes.ts';
import { findFeaturedRecipes } from '../recipes/recipe-lists.ts';
import { findRecipeBySlug } from '../recipes/recipe-reads.ts';
import { searchRecipes } from '../recipes/recipe-search.ts';
import { tagPictures } from '../tags/tag-pictures.ts';
import { findRelatedTags, findTagBySlug, listTagsWithPictures } from '../tags/tag-reads.ts';
import type { ServerRead } from './server-render.ts';

/**
 * What a page's first reads found: the answers, whether what the page is about is missing (a 404),
 * the recipe shown, and whether every read answered (a page drawn without one is not kept).
 */
export type FirstReads = { reads: ServerRead[]; missing: boolean; recipe?: Recipe; complete: boolean };

type Where = { params: Record<string, string>; search: string };
type TagAnswer = NonNullable<Awaited<ReturnType<typeof findTagBySlug>>> & { image_url: string | null };
/** `tag`: the route's tag, null when no tag has its slug, undefined when it could not be read. */
type ReadContext = Where & {
  db: Database;
  pools: CandidatePoolCache;
  tag: Promise<TagAnswer | null | undefined>;
};

/** The first page of an infinite query, as the browser's cache holds it. */
const firstPage = (page: unknown) => ({ pages: [page], pageParams: [null] });

/** A tag by the route's slug (read once for the tag, its related tags and its recipes); null when none has it. */
async function tagOf(db: Database, slug: string): Promise<TagAnswer | null> {
  if (!slugSchema.safeParse(slug).success) return null;
  const tag = await findTagBySlug(db, slug);
  if (!tag) return null;
  const pictures = await tagPictures(db, [tag.id]);
  return { ...tag, image_url: pictures.get(tag.id) ?? null };
}

type Answer = { reads: ServerRead[]; missing?: boolean; recipe?: Recipe; failed?: boolean };

/** Each first read, made by the functions the API answers it with, under the key the screen asks by. */
const READS: Record<FirstRead, (context: ReadContext) => Promise<Answer>> = {
  featured: async ({ db }) => ({
    reads: [{ key: recipeListKey('featured'), data: { items: await findFeaturedRecipes(db) } }],
  }),
  popular: async ({ db }) => ({
    reads: [{ key: recipeListKey('popular'), data: { items: await cachedHomePopularRecipes(db) } }],
  }),
  search: async ({ db, search }) => {
    const filters = filtersFromSearch(asRouterReadsIt(search));
    const query = Object.fromEntries(new URLSearchParams(filtersToSearch(filters)));
    const parsed = recipeSearchQuerySchema.safeParse({ ...query, limit: String(SEARCH_PAGE_SIZE) });
    // Filters the API refuses: the screen asks, and shows what it is told.
    if (!parsed.success) return { reads: [] };
    return {
      reads: [{ key: searchReadKey(filters), data: firstPage(await searchRecipes(db, parsed.data)) }],
    };
  },
  usedTags: async ({ db }) => ({
    reads: [{ key: usedTagsKey(), data: { items: await listTagsWithPictures(db, true) } }],
  }),
  // An unknown tag is answered as the screen reads a 404: no tag (its 'Tag Not Found'), no related tags.
  tag: async ({ params, tag }) => {
    const found = await tag;
    if (found === undefined) return { reads: [], failed: true };
    return { reads: [{ key: tagReadKey(params.slug ?? ''), data: found }], missing: found === null };
  },
  relatedTags: async ({ db, params, tag }) => {
    const found = await tag;
    if (found === undefined) return { reads: [], failed: true };
    const items = found ? await findRelatedTags(db, found.id, RELATED_TAGS_COUNT) : [];
    return { reads: [{ key: relatedTagsKey(params.slug ?? ''), data: { items } }] };
  },
  // As the API answers a visitor who has viewed none of the tag's recipes: none left out.
  tagRecipes: async ({ db, params, tag }) => {
    const slug = params.slug ?? '';
    if (!(await tag)) return { reads: [] };
    const page = await searchRecipes(db, { tags: [slug], limit: TAG_PAGE_SIZE });
    return { reads: [{ key: tagRecipesKey(slug, []), data: firstPage({ ...page, hidden: 0 }) }] };
  },
  recipe: async ({ db, params }) => {
    const slug = params.slug ?? '';
    // A slug no recipe can have (control characters, which PostgreSQL cannot even compare) is not looked up.
    const recipe = hasControlCharacters(slug) ? null : await findRecipeBySlug(db, slug);
    return {
      reads: [{ key: recipeReadKey(slug), data: recipe }],
      missing: recipe === null,
      ...(recipe && { recipe }),
    };
  },
  // The slide a visitor with nothing recorded gets first; the feed ranked for this browser follows.
  firstSlide: async ({ db, params, pools }) => {
    const request = feedRequestSchema.safeParse({ ...(params.slug && { tag: params.slug }), limit: 1 });
    if (!request.success) return { reads: [] };
    const items = await buildExploreFeed(db, request.data, new Date(), pools);
    return { reads: [{ key: firstSlideKey(params.slug), data: items.slice(0, 1) }] };
  },
};

/**
 * A route's first reads, made once for its page. A read that fails leaves its answer out: the screen
 * asks for it in the browser, as it would without the server's help.
 */
export async function firstReads(
  db: Database,
  pools: CandidatePoolCache,
  reads: readonly FirstRead[],
  where: Where,
): Promise<FirstReads> {
  const slug = where.params.slug;
  const usesTag = reads.some((read) => read === 'tag' || read === 'relatedTags' || read === 'tagRecipes');
  const tag = usesTag && slug !== undefined ? tagOf(db, slug) : Promise.resolve(null);
  const context: ReadContext = { ...where, db, pools, tag: tag.catch(() => undefined) };
  const answers = await Promise.all(
    reads.map((read) =>
      READS[read](context).catch((error: unknown) => {
        console.error(`[viral] the first read ${read} failed; the screen asks for it`, error);
        return { reads: [], failed: true } as Answer;
      }),
    ),
  );
  const recipe = answers.find((answer) => answer.recipe)?.recipe;
  return {
    reads: answers.flatMap((answer) => answer.reads),
    missing: answers.some((answer) => answer.missing),
    complete: !answers.some((answer) => answer.failed),
    ...(recipe && { recipe }),
  };
}
