import { Skeleton } from '@viral/ui';

export function RecipePageSkeleton() {
  return (
    <div role="status" aria-label="Loading recipe" className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:py-10">
      {/* The photo's box as RecipeHero draws it, so the recipe replaces the skeleton without a jump. */}
      <Skeleton className="aspect-[4/3] w-full rounded-3xl sm:aspect-[16/8]" />
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-5 w-full" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {['prep', 'cook', 'servings', 'cost'].map((key) => (
          <Skeleton key={key} className="h-24" />
        ))}
      </div>
    </div>
  );
}
