import type { Recipe } from '@viral/domain';

const duration = (minutes: number | null) => (minutes ? `PT${minutes}M` : undefined);

/** A schema.org Recipe for rich results (https://schema.org/Recipe), absolute URLs throughout. */
export function recipeJsonLd(recipe: Recipe, pageUrl: string, imageUrl: string | undefined) {
  const nutrition = recipe.nutrition_info;
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.description ?? undefined,
    url: pageUrl,
    image: imageUrl ? [imageUrl] : undefined,
    datePublished: recipe.created_at,
    prepTime: duration(recipe.prep_time),
    cookTime: duration(recipe.cook_time),
    totalTime: duration(recipe.total_time),
    recipeYield: recipe.servings ? `${recipe.servings} servings` : undefined,
    recipeCategory: recipe.tags.filter((tag) => tag.is_category).map((tag) => tag.name),
    keywords: recipe.tags.map((tag) => tag.name).join(', ') || undefined,
    recipeIngredient: recipe.ingredients.map((ingredient) =>
      [ingredient.amount, ingredient.unit, ingredient.name].filter(Boolean).join(' '),
    ),
    recipeInstructions: recipe.instructions.map((instruction) => ({
      '@type': 'HowToStep',
      position: instruction.step,
      text: instruction.description,
    })),
    nutrition: nutrition
      ? {
          '@type': 'NutritionInformation',
          calories: `${nutrition.calories} calories`,
          proteinContent: `${nutrition.protein} g`,
          carbohydrateContent: `${nutrition.carbs} g`,
          fatContent: `${nutrition.fat} g`,
          fiberContent: `${nutrition.fiber} g`,
          sugarContent: `${nutrition.sugar} g`,
          sodiumContent: `${nutrition.sodium} mg`,
        }
      : undefined,
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/LikeAction',
      userInteractionCount: recipe.recipe_stats.likes,
    },
  };
}
