import { formatCountOf, MEDIA_SIZES, type Recipe } from '@viral/domain';
import { DifficultyBadge, Icon, RecipeImage } from '@viral/ui';
import { ViralBadge } from '@viral/ui/cards';
import { RecipeVideo } from './RecipeVideo.tsx';

export function RecipeHero({ recipe }: { recipe: Recipe }) {
  return (
    <header>
      <div className="relative overflow-hidden rounded-3xl shadow-xl shadow-stone-900/10 print:mx-auto print:max-w-md print:shadow-none">
        <RecipeImage
          src={recipe.image_url}
          image={recipe.image}
          sizes={MEDIA_SIZES.hero}
          alt={recipe.title}
          loading="eager"
          className="aspect-[4/3] w-full sm:aspect-[16/8]"
        />
        <div className="absolute left-4 top-4 flex items-center gap-2">
          <ViralBadge />
          <DifficultyBadge difficulty={recipe.difficulty} />
        </div>
      </div>
      <RecipeVideo recipe={recipe} />
      <p className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-stone-500 print:hidden">
        <Icon name="eye" className="size-4 text-brand-500" />
        {formatCountOf(recipe.recipe_stats.views, 'view', { compact: true })}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{recipe.title}</h1>
      {recipe.description && (
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-stone-600">{recipe.description}</p>
      )}
    </header>
  );
}
