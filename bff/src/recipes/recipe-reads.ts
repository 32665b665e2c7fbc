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
const engagementScore = sql`coalesce(${recipeStats.views}, 0) + 10 * coalesce(${recipeStats.likes}, 0) + 15 * coalesce(${recipeStats.shares}, 0) + 12 * coalesce(${recipeStats.saves}, 0)`;

function selectRecipes(db: Database) {
  return db.select(recipeColumns).from(recipes).leftJoin(recipeStats, eq(recipeStats.recipe_id, recipes.id));
}

type RecipeRow = Awaited<ReturnType<ReturnType<typeof selectRecipes>['execute']>>[number];

async function tagsByRecipe(db: Database, recipeIds: string[]): Promise<Map<string, Tag[]>> {
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

async function toApiRecipes(db: Database, rows: RecipeRow[]): Promise<Recipe[]> {
  const tagMap = await tagsByRecipe(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ views, likes, shares, saves, created_at, ...recipe }) => ({
    ...recipe,
    created_at: created_at.toISOString(),
    tags: tagMap.get(recipe.id) ?? [],
    recipe_stats: { views, likes, shares, saves },
  }));
}

export async function findRecipeBySlug(db: Database, slug: string): Promise<Recipe | null> {
  const rows = await selectRecipes(db).where(eq(recipes.slug, slug)).limit(1);
  const [recipe] = await toApiRecipes(db, rows);
  return recipe ?? null;
}

/** Most engaging recipes first; ties go to the newer one so the order is stable. */
export async function findPopularRecipes(db: Database, limit: number): Promise<Recipe[]> {
  const rows = await selectRecipes(db)
    .orderBy(desc(engagementScore), desc(recipes.created_at), recipes.id)
    .limit(limit);
  return toApiRecipes(db, rows);
}
