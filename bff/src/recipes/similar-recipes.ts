import { type Database, schema, selectRows } from '@viral/db';
import { type RecipeSummary, SIMILAR_RECIPES_COUNT } from '@viral/domain';
import { sql } from 'drizzle-orm';
import { loadRecipeSummaries } from './recipe-reads.ts';

const { recipes, recipeStats, recipeTags, tagRecipeCounts } = schema;

/**
 * How many of the best recipes by shared tags are compared by ingredient: ingredients only order
 * recipes whose tags weigh the same, so the comparison need not reach the whole catalogue.
 */
const INGREDIENT_POOL = 50;

/**
 * Recipes most like this one, itself excluded. Each tag the two share counts by how rare it is
 * (its inverse document frequency, ln(1 + recipes / recipes with the tag), from the counts kept in
 * tag_recipe_counts): a shared '#Salmon' weighs more than a shared '#Quick Meals'. Recipes whose
 * shared tags weigh the same come in order of the ingredients they share, then of trending.
 */
export async function findSimilarRecipes(
  db: Database,
  recipeId: string,
  limit = SIMILAR_RECIPES_COUNT,
): Promise<RecipeSummary[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`with catalogue as (select count(*)::float8 as size from ${recipes}),
        own_tags as (
          select ${recipeTags.tag_id} as tag_id,
                 ln(1 + (select size from catalogue) / greatest(${tagRecipeCounts.recipe_count}, 1)) as weight
          from ${recipeTags}
          join ${tagRecipeCounts} on ${tagRecipeCounts.tag_id} = ${recipeTags.tag_id}
          where ${recipeTags.recipe_id} = ${recipeId}
        ),
        by_tags as (
          select other.recipe_id as id, sum(own_tags.weight) as weight
          from own_tags
          join ${recipeTags} other on other.tag_id = own_tags.tag_id
          where other.recipe_id <> ${recipeId}
          group by other.recipe_id
          order by weight desc, other.recipe_id
          limit ${Math.max(limit, INGREDIENT_POOL)}
        ),
        own_ingredients as (
          select distinct lower(trim(ingredient->>'name')) as name
          from ${recipes}, jsonb_array_elements(${recipes.ingredients}) ingredient
          where ${recipes.id} = ${recipeId}
        )
        select by_tags.id
        from by_tags
        join ${recipes} on ${recipes.id} = by_tags.id
        join ${recipeStats} on ${recipeStats.recipe_id} = by_tags.id
        cross join lateral (
          select count(distinct lower(trim(ingredient->>'name'))) as shared
          from jsonb_array_elements(${recipes.ingredients}) ingredient
          where lower(trim(ingredient->>'name')) in (select name from own_ingredients)
        ) ingredients
        -- Rounded so sums that differ only in floating-point noise count as the same weight.
        order by round(by_tags.weight::numeric, 6) desc, ingredients.shared desc,
                 ${recipeStats.trending_score} desc, by_tags.id
        limit ${limit}`,
  );
  return loadRecipeSummaries(
    db,
    rows.map((row) => row.id),
  );
}
