import { type Database, schema } from '@viral/db';
import type { RankingCandidate } from '@viral/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { statsRecipeCarriesTag } from '../recipes/carries-tag.ts';

const { recipes, recipeStats, recipeTags, tags } = schema;

/** How many recipes each candidate source contributes; scoring in TypeScript stays cheap at any catalogue size. */
export const CANDIDATE_LIMITS = { tag: 500, trending: 300, perCategory: 100, newest: 50 } as const;

/** The most trending recipes, optionally only those carrying a tag (walks the trending index). */
async function idsByTrending(db: Database, tagId: string | undefined, limit: number): Promise<string[]> {
  const carriesTag = tagId ? statsRecipeCarriesTag(db, tagId) : undefined;
  const rows = await db
    .select({ id: recipeStats.recipe_id })
    .from(recipeStats)
    .where(carriesTag)
    .orderBy(desc(recipeStats.trending_score), recipeStats.recipe_id)
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function tagFeedCandidateIds(db: Database, tagId: string): Promise<string[]> {
  return idsByTrending(db, tagId, CANDIDATE_LIMITS.tag);
}

/** The most trending recipes, the best of each chosen category, and the newest. */
export async function sitewideCandidateIds(
  db: Database,
  chosenCategories: readonly string[],
): Promise<string[]> {
  const names = chosenCategories.map((name) => name.toLowerCase());
  const categoryTags = names.length
    ? await db
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.is_category, true), inArray(sql`lower(${tags.name})`, names)))
    : [];
  const [trending, newest, ...perCategory] = await Promise.all([
    idsByTrending(db, undefined, CANDIDATE_LIMITS.trending),
    db
      .select({ id: recipes.id })
      .from(recipes)
      .orderBy(desc(recipes.created_at), recipes.id)
      .limit(CANDIDATE_LIMITS.newest),
    ...categoryTags.map((tag) => idsByTrending(db, tag.id, CANDIDATE_LIMITS.perCategory)),
  ]);
  return [...new Set([...trending, ...newest.map((row) => row.id), ...perCategory.flat()])];
}

/** What the ranking formulas read about each candidate. */
export async function loadCandidates(db: Database, ids: string[]): Promise<RankingCandidate[]> {
  if (ids.length === 0) return [];
  const [rows, tagRows] = await Promise.all([
    db
      .select({
        id: recipes.id,
        created_epoch: recipeStats.created_epoch,
        difficulty: recipes.difficulty,
        views: recipeStats.views,
        likes: recipeStats.likes,
        shares: recipeStats.shares,
        saves: recipeStats.saves,
      })
      .from(recipes)
      .innerJoin(recipeStats, eq(recipeStats.recipe_id, recipes.id))
      .where(inArray(recipes.id, ids)),
    db
      .select({ recipe_id: recipeTags.recipe_id, name: tags.name, is_category: tags.is_category })
      .from(recipeTags)
      .innerJoin(tags, eq(tags.id, recipeTags.tag_id))
      .where(inArray(recipeTags.recipe_id, ids)),
  ]);
  const tagsOf = new Map<string, { names: string[]; categories: string[] }>();
  for (const row of tagRows) {
    const entry = tagsOf.get(row.recipe_id) ?? { names: [], categories: [] };
    entry.names.push(row.name);
    if (row.is_category) entry.categories.push(row.name);
    tagsOf.set(row.recipe_id, entry);
  }
  return rows.map(({ views, likes, shares, saves, created_epoch, ...row }) => ({
    ...row,
    created_at: new Date(created_epoch * 1000),
    stats: { views, likes, shares, saves },
    tag_names: tagsOf.get(row.id)?.names ?? [],
    category_names: tagsOf.get(row.id)?.categories ?? [],
  }));
}
