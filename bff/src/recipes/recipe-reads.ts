import { type Database, schema } from '@viral/db';
import type { Recipe, Tag } from '@viral/domain';
import { desc, eq, inArray, sql } from 'drizzle-orm';

const { recipes, recipeStats, recipeTags, tags } = schema;

const recipeColumns = {
  id: recipes.id,
  slug: recipes.slug,
  title: recipes.title,
  description: recipes.description,
  image_url: recipes.image_url,
  image_urls: recipes.image_urls,
  source_url: recipes.source_url,
  difficulty: recipes.difficulty,
  prep_time: recipes.prep_time,
  cook_time: recipes.cook_time,
  total_time: recipes.total_time,
  servings: recipes.servings,
  estimated_cost: recipes.estimated_cost,
  required_appliances: recipes.required_appliances,
  ingredients: recipes.ingredients,
  instructions: recipes.instructions,
  nutrition_info: recipes.nutrition_info,
  created_at: recipes.created_at,
  views: sql<number>`coalesce(${recipeStats.views}, 0)`.mapWith(Number),
  likes: sql<number>`coalesce(${recipeStats.likes}, 0)`.mapWith(Number),
  shares: sql<number>`coalesce(${recipeStats.shares}, 0)`.mapWith(Number),
  saves: sql<number>`coalesce(${recipeStats.saves}, 0)`.mapWith(Number),
};

/** The sitewide engagement weights of spec section 9: view 1, like 10, share 15, save 12. */
export const engagementScoreSql = sql`coalesce(${recipeStats.views}, 0) + 10 * coalesce(${recipeStats.likes}, 0) + 15 * coalesce(${recipeStats.shares}, 0) + 12 * coalesce(${recipeStats.saves}, 0)`;

function selectRecipes(db: Database) {
  return db.select(recipeColumns).from(recipes).leftJoin(recipeStats, eq(recipeStats.recipe_id, recipes.id));
}

export async function tagsByRecipe(db: Database, recipeIds: string[]): Promise<Map<string, Tag[]>> {
  const byRecipe = new Map<string, Tag[]>();
  if (recipeIds.length === 0) return byRecipe;
  const rows = await db
    .select({ recipe_id: recipeTags.recipe_id, tag: tags })
    .from(recipeTags)
    .innerJoin(tags, eq(tags.id, recipeTags.tag_id))
    .where(inArray(recipeTags.recipe_id, recipeIds))
    .orderBy(tags.name);
  for (const { recipe_id, tag } of rows) {
    const list = byRecipe.get(recipe_id) ?? [];
    list.push({ ...tag, created_at: tag.created_at.toISOString() });
    byRecipe.set(recipe_id, list);
  }
  return byRecipe;
}

/** Full API recipes for these ids, in the order given (ids that do not exist are left out). */
export async function loadRecipes(db: Database, ids: string[]): Promise<Recipe[]> {
  if (ids.length === 0) return [];
  const [rows, tagMap] = await Promise.all([
    selectRecipes(db).where(inArray(recipes.id, ids)),
    tagsByRecipe(db, ids),
  ]);
  const byId = new Map(
    rows.map(({ views, likes, shares, saves, created_at, ...recipe }) => [
      recipe.id,
      {
        ...recipe,
        created_at: created_at.toISOString(),
        tags: tagMap.get(recipe.id) ?? [],
        recipe_stats: { views, likes, shares, saves },
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findRecipeBySlug(db: Database, slug: string): Promise<Recipe | null> {
  const [row] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.slug, slug)).limit(1);
  if (!row) return null;
  const [recipe] = await loadRecipes(db, [row.id]);
  return recipe ?? null;
}

export async function recipeExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, id)).limit(1);
  return Boolean(row);
}

/** Most engaging recipes first; ties go to the newer one so the order is stable. */
export async function findPopularRecipes(db: Database, limit: number): Promise<Recipe[]> {
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .leftJoin(recipeStats, eq(recipeStats.recipe_id, recipes.id))
    .orderBy(desc(engagementScoreSql), desc(recipes.created_at), recipes.id)
    .limit(limit);
  return loadRecipes(
    db,
    rows.map((row) => row.id),
  );
}
