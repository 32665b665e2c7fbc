import { schema, type Transaction } from '@viral/db';
import { UNFINISHED_IMPORT_ITEM_STATUSES } from '@viral/domain';
import { and, inArray, sql } from 'drizzle-orm';

const { importItems, importJobs } = schema;

export const CANCELLED_BY_PURGE_MESSAGE = 'Import cancelled: the recipes were purged';

/**
 * Cancels every queued or running import job: their unfinished items end as errors and lose
 * their claims, so a worker still fetching one of them writes nothing (its recipe is saved only
 * while its claim holds). Returns how many jobs were cancelled.
 */
export async function cancelRunningImports(tx: Transaction): Promise<number> {
  const cancelled = await tx
    .update(importJobs)
    .set({ status: 'cancelled', finished_at: sql`now()` })
    .where(inArray(importJobs.status, ['queued', 'running']))
    .returning({ id: importJobs.id });
  if (cancelled.length === 0) return 0;
  await tx
    .update(importItems)
    .set({
      status: 'error',
      error: CANCELLED_BY_PURGE_MESSAGE,
      claimed_by: null,
      finished_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(
      and(
        inArray(
          importItems.job_id,
          cancelled.map((job) => job.id),
        ),
        inArray(importItems.status, [...UNFINISHED_IMPORT_ITEM_STATUSES]),
      ),
    );
  return cancelled.length;
}
