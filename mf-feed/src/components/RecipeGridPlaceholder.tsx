import { Skeleton } from '@viral/ui';

/** Card-shaped placeholders while recipes (or the card's own code) load. */
type Props = { count: number; columns?: string };

export function RecipeGridPlaceholder({ count, columns = 'sm:grid-cols-2 lg:grid-cols-4' }: Props) {
  const keys = Array.from({ length: count }, (_, n) => `placeholder-${n}`);
  return (
    <div role="status" aria-label="Loading recipes" className={`grid gap-6 ${columns}`}>
      {keys.map((key) => (
        <div
          key={key}
          data-testid="recipe-placeholder"
          className="overflow-hidden rounded-3xl bg-white ring-1 ring-stone-200/70"
        >
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
