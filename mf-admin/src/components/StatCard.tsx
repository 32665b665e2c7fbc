import { Skeleton } from '@viral/ui';
import type { ReactNode } from 'react';

/** A labelled figure; a skeleton while it loads. */
export function StatCard({ label, value }: { label: string; value: ReactNode | undefined }) {
  return (
    <div className="min-w-0 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <p className="text-sm text-stone-500">{label}</p>
      {value === undefined ? (
        <Skeleton className="mt-2 h-8 w-20" />
      ) : (
        <p
          className="mt-1 text-xl font-bold [overflow-wrap:anywhere] sm:text-2xl"
          data-testid={`stat-${label}`}
        >
          {value}
        </p>
      )}
    </div>
  );
}
