import type { Recipe } from '@viral/domain';
import { IngredientList } from './IngredientList.tsx';
import { InstructionList } from './InstructionList.tsx';
import { RecipeHero } from './RecipeHero.tsx';
import { RecipeStatsStrip } from './RecipeStatsStrip.tsx';

export function RecipeDetail({ recipe }: { recipe: Recipe }) {
  return (
    <article className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:py-10">
      <RecipeHero recipe={recipe} />
      <RecipeStatsStrip recipe={recipe} />
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <IngredientList ingredients={recipe.ingredients} />
        </div>
        <div className="lg:col-span-3">
          <InstructionList instructions={recipe.instructions} />
        </div>
      </div>
    </article>
  );
}
