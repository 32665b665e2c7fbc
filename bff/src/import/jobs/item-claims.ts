import { type Database, schema, selectRows } from '@viral/db';
import { IN_FLIGHT_IMPORT_ITEM_STATUSES, UNFINISHED_IMPORT_ITEM_STATUSES } from '@viral/domain';
import { and, eq, inArray, not, sql } from 'drizzle-orm';

const { importItems, importJobs } = schema;

const IN_FLIGHT = [...IN_FLIGHT_IMPORT_ITEM_STATUSES];
const UNFINISHED = [...UNFINISHED_IMPORT_ITEM_STATUSES];
/** A claim not refreshed for this long belongs to a worker that died; its item goes back to pending. */
export const LEASE_SECONDS = 60;

export interface ClaimedItem {
  id: string;
  job_id: string;
  url: string;
  html: string | null;
  host: string;
  /** The worker holding the claim; its writes count only while it still does. */
  claimed_by: string;
}

/**
 * Claims the oldest pending item whose host no worker is fetching right now (SKIP LOCKED, so
 * workers in several processes never take the same item) and marks it validating.
 */
export async function claimNextItem(db: Database, workerId: string): Promise<ClaimedItem | null> {
  const [claimed] = await selectRows<ClaimedItem>(
    db,
    sql`update import_items set status = 'validating', claimed_by = ${workerId}, claimed_at = now(),
               started_at = now(), attempts = attempts + 1, updated_at = now()
        where id = (
          select i.id from import_items i join import_jobs j on j.id = i.job_id
          where i.status = 'pending'
            and not exists (select 1 from import_items busy where busy.host = i.host
                            and busy.status in ${IN_FLIGHT})
          order by j.created_at, i.position
          for update of i skip locked limit 1)
        returning id, job_id, url, html, host, claimed_by`,
  );
  if (!claimed) return null;
  await db
    .update(importJobs)
    .set({ status: 'running', started_at: sql`coalesce(${importJobs.started_at}, now())` })
    .where(and(eq(importJobs.id, claimed.job_id), eq(importJobs.status, 'queued')));
  return claimed;
}

/**
 * Keeps alive the claims on the items this worker is running. Only those: a claim on an item it
 * no longer runs (its last write failed) must lapse, or that item and its host would wait forever.
 */
export async function renewClaims(db: Database, workerId: string, runningItemIds: string[]): Promise<void> {
  if (runningItemIds.length === 0) return;
  await db
    .update(importItems)
    .set({ claimed_at: sql`now()` })
    .where(
      and(
        eq(importItems.claimed_by, workerId),
        inArray(importItems.id, runningItemIds),
        inArray(importItems.status, IN_FLIGHT),
      ),
    );
}

/**
 * Puts items whose claim was not renewed for the lease (their worker crashed, restarted, or
 * gave up on them) back in the queue, where they resume. Never the items the caller is running.
 */
export async function releaseAbandonedItems(
  db: Database,
  workerId: string,
  runningItemIds: string[],
  leaseSeconds = LEASE_SECONDS,
): Promise<number> {
  const running =
    runningItemIds.length > 0
      ? and(eq(importItems.claimed_by, workerId), inArray(importItems.id, runningItemIds))
      : undefined;
  const released = await db
    .update(importItems)
    .set({ status: 'pending', claimed_by: null, updated_at: sql`now()` })
    .where(
      and(
        inArray(importItems.status, IN_FLIGHT),
        running ? not(running) : undefined,
        sql`${importItems.claimed_at} < now() - make_interval(secs => ${leaseSeconds})`,
      ),
    )
    .returning({ id: importItems.id });
  return released.length;
}

/** Hands one item back to the queue, if this claim on it still holds. */
export async function releaseClaim(db: Database, item: ClaimedItem): Promise<void> {
  await db
    .update(importItems)
    .set({ status: 'pending', claimed_by: null, updated_at: sql`now()` })
    .where(
      and(
        eq(importItems.id, item.id),
        eq(importItems.claimed_by, item.claimed_by),
        inArray(importItems.status, IN_FLIGHT),
      ),
    );
}

/** Hands this worker's unfinished items back to the queue at once, so another replica takes them over. */
export async function releaseOwnClaims(db: Database, workerId: string): Promise<number> {
  const released = await db
    .update(importItems)
    .set({ status: 'pending', claimed_by: null, updated_at: sql`now()` })
    .where(and(eq(importItems.claimed_by, workerId), inArray(importItems.status, IN_FLIGHT)))
    .returning({ id: importItems.id });
  return released.length;
}

/** Marks a job completed once none of its items is pending or in flight. */
export async function completeJobIfDone(db: Database, jobId: string): Promise<void> {
  await db.execute(
    sql`update import_jobs set status = 'completed', finished_at = now()
        where id = ${jobId} and status in ('queued', 'running')
          and not exists (select 1 from import_items where job_id = ${jobId}
                          and status in ${UNFINISHED})`,
  );
}

/**
 * Marks completed every running job with nothing left to do: one whose last item was written but
 * whose own completion was not, the database failing in between.
 */
export async function completeFinishedJobs(db: Database): Promise<void> {
  await db.execute(
    sql`update import_jobs j set status = 'completed', finished_at = now()
        where j.status = 'running'
          and not exists (select 1 from import_items i where i.job_id = j.id
                          and i.status in ${UNFINISHED})`,
  );
}
