import { formatCountOf, formatMinutes, MEDIA_SIZES, type RecipeSummary } from '@viral/domain';
import { DifficultyBadge, Icon, RecipeImage, reportBrokenImage } from '@viral/ui';
import { Link } from 'wouter';
import { ViralBadge } from './ViralBadge.tsx';

export type RecipeCardProps = {
  recipe: RecipeSummary;
  /** On the first screen: the photo loads at once, at high priority (the page's largest paint). */
  priority?: boolean;
};

/**
 * A recipe in a grid (home, search, tags, saved, a recipe's related rows). In ui, not in mf-recipe, so a
 * list screen needs no second remote container only for its cards; styled by the sheet of the app around it.
 */
export function RecipeCard({ recipe, priority = false }: RecipeCardProps) {
  return (
    <Link
      href={`/recipe/${recipe.slug}`}
      data-testid="recipe-card"
      className="group flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200/70 transition duration-300 hover:-translate-y-1 hover:shadow-xl hover:shadow-brand-500/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <div className="relative aspect-[4/3] overflow-hidden">
        <RecipeImage
          src={recipe.image_url}
          image={recipe.image}
          sizes={MEDIA_SIZES.card}
          alt={recipe.title}
          loading={priority ? 'eager' : 'lazy'}
          className="size-full transition duration-500 group-hover:scale-105"
          onError={() => reportBrokenImage(recipe.id)}
        />
        <div className="absolute inset-x-3 top-3 flex items-start justify-between">
          <ViralBadge />
          <DifficultyBadge difficulty={recipe.difficulty} />
        </div>
        {recipe.video && (
          <span className="absolute bottom-3 left-3 inline-flex items-center gap-1 rounded-full bg-black/60 px-2.5 py-1 text-xs font-semibold text-white backdrop-blur">
            <Icon name="play" className="size-3.5" /> Video
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="line-clamp-2 font-bold leading-snug text-ink group-hover:text-brand-600">
          {recipe.title}
        </h3>
        {recipe.description && (
          <p className="mt-1.5 line-clamp-2 text-sm leading-relaxed text-stone-500">{recipe.description}</p>
        )}
        <div className="mt-auto flex items-center gap-4 pt-4 text-xs font-medium text-stone-500">
          <span className="inline-flex items-center gap-1">
            <Icon name="clock" className="size-4 text-brand-500" />
            {formatMinutes(recipe.total_time)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Icon name="eye" className="size-4 text-brand-500" />
            {formatCountOf(recipe.recipe_stats.views, 'view', { compact: true })}
          </span>
        </div>
      </div>
    </Link>
  );
}
