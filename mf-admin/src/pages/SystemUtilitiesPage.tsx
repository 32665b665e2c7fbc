import { Button, Icon, Skeleton, usePageTitle } from '@viral/ui';
import { usePurgeCounts } from '../admin-queries.ts';
import { PhotoBackfillCard } from '../components/PhotoBackfillCard.tsx';
import { PurgeCard } from '../components/PurgeCard.tsx';
import { StatCard } from '../components/StatCard.tsx';
import { PURGE_OPERATIONS } from '../purge-operations.ts';
import { useInvalidateAll } from '../recipe-mutations.ts';

/** /admin/utilities: record counts, the five purges, and storing the catalogue's photos. */
export function SystemUtilitiesPage() {
  usePageTitle('System Utilities');
  const counts = usePurgeCounts();
  const invalidateAll = useInvalidateAll();
  const data = counts.data;

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold md:text-3xl">System Utilities</h1>
          <p className="text-stone-500">Dangerous operations for system maintenance</p>
        </div>
        <Button onClick={() => counts.refetch()} variant="secondary" className="flex items-center gap-2">
          <Icon name="refresh" className="size-4" /> Refresh Stats
        </Button>
      </div>
      <div
        role="note"
        className="mt-4 flex gap-3 rounded-2xl border border-red-300 bg-red-50 p-4 text-sm text-red-800"
      >
        <Icon name="warning" className="size-5 shrink-0" />
        <p>
          <strong>Danger zone.</strong> These operations permanently delete data and cannot be undone. Admin
          accounts are never deleted.
        </p>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {data ? (
          <>
            <StatCard label="Recipes" value={data.recipes} />
            <StatCard label="Tags" value={data.tags} />
            <StatCard label="Recipe Stats" value={data.recipe_stats} />
            <StatCard label="Interactions" value={data.interactions} />
          </>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          Array.from({ length: 5 }, (_, i) => <Skeleton key={i} className="h-20" />)
        )}
      </div>
      {data && (
        <div className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {PURGE_OPERATIONS.map((operation) => (
            <PurgeCard key={operation.target} operation={operation} counts={data} onDone={invalidateAll} />
          ))}
        </div>
      )}
      <PhotoBackfillCard />
    </section>
  );
}
