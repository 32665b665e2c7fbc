import type { Recipe } from '@viral/domain';
import { useState } from 'react';
import { CookModeButton } from '../cook-mode/CookModeButton.tsx';
import { useRecipeScale } from '../measures/use-recipe-scale.ts';
import { useRecordView } from '../use-record-view.ts';
import { IngredientList } from './IngredientList.tsx';
import { InstructionList } from './InstructionList.tsx';
import { NutritionPanel } from './NutritionPanel.tsx';
import { RecipeActions } from './RecipeActions.tsx';
import { RecipeHero } from './RecipeHero.tsx';
import { RecipeStatsStrip } from './RecipeStatsStrip.tsx';
import { RelatedRecipes } from './RelatedRecipes.tsx';
import { SourceCard } from './SourceCard.tsx';
import { SourceLink } from './SourceLink.tsx';
import { TagsAndAppliances } from './TagsAndAppliances.tsx';
import { ViralStatsPanel } from './ViralStatsPanel.tsx';

export function RecipeDetail({ recipe }: { recipe: Recipe }) {
  const [likes, setLikes] = useState(recipe.recipe_stats.likes);
  const [shares, setShares] = useState(recipe.recipe_stats.shares);
  // One scale for the ingredient list and cook mode, so both show the same amounts.
  const measure = useRecipeScale(recipe.servings);
  useRecordView(recipe);

  return (
    <article className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:py-10 print:space-y-4 print:py-0">
      <RecipeHero recipe={recipe} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between print:hidden">
        <div className="flex flex-wrap items-center gap-1.5 sm:gap-3">
          <CookModeButton recipe={recipe} measure={measure} />
          <RecipeActions recipe={recipe} onLikesChange={setLikes} onShared={setShares} />
        </div>
        <SourceLink url={recipe.source_url} />
      </div>
      <RecipeStatsStrip recipe={recipe} />
      <TagsAndAppliances tags={recipe.tags} appliances={recipe.required_appliances} />
      {/* A cook reads the steps right after the ingredients: on a phone the nutrition comes last;
          beside the steps it sits under the ingredients, the first row as tall as they are. */}
      <div className="grid items-start gap-6 lg:grid-cols-5 lg:grid-rows-[auto_1fr]">
        <div className="lg:col-span-2">
          <IngredientList ingredients={recipe.ingredients} measure={measure} />
        </div>
        <div className="space-y-6 lg:col-span-3 lg:row-span-2">
          <InstructionList instructions={recipe.instructions} />
          <div className="print:hidden">
            <ViralStatsPanel views={recipe.recipe_stats.views} likes={likes} shares={shares} />
          </div>
          <SourceCard url={recipe.source_url} />
        </div>
        <div className="lg:col-span-2">
          <NutritionPanel nutrition={recipe.nutrition_info} />
        </div>
      </div>
      <div className="print:hidden">
        <RelatedRecipes recipeId={recipe.id} />
      </div>
    </article>
  );
}
