import { type Database, schema, selectRows } from '@viral/db';
import { and, eq, inArray, sql } from 'drizzle-orm';

const { importItems, importJobs } = schema;

export const IN_FLIGHT = ['validating', 'processing', 'categorizing'] as const;
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
                            and busy.status in ('validating', 'processing', 'categorizing'))
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

/** Keeps this worker's claims alive. */
export async function renewClaims(db: Database, workerId: string): Promise<void> {
  await db
    .update(importItems)
    .set({ claimed_at: sql`now()` })
    .where(and(eq(importItems.claimed_by, workerId), inArray(importItems.status, [...IN_FLIGHT])));
}

/**
 * Puts items whose worker stopped renewing (a crash or restart) back in the queue, where they
 * resume. Never the caller's own claims: those are alive for as long as it runs.
 */
export async function releaseAbandonedItems(
  db: Database,
  workerId: string,
  leaseSeconds = LEASE_SECONDS,
): Promise<number> {
  const released = await db
    .update(importItems)
    .set({ status: 'pending', claimed_by: null, updated_at: sql`now()` })
    .where(
      and(
        inArray(importItems.status, [...IN_FLIGHT]),
        sql`${importItems.claimed_by} is distinct from ${workerId}`,
        sql`${importItems.claimed_at} < now() - make_interval(secs => ${leaseSeconds})`,
      ),
    )
    .returning({ id: importItems.id });
  return released.length;
}

/** Hands this worker's unfinished items back to the queue at once, so another replica takes them over. */
export async function releaseOwnClaims(db: Database, workerId: string): Promise<number> {
  const released = await db
    .update(importItems)
    .set({ status: 'pending', claimed_by: null, updated_at: sql`now()` })
    .where(and(eq(importItems.claimed_by, workerId), inArray(importItems.status, [...IN_FLIGHT])))
    .returning({ id: importItems.id });
  return released.length;
}

/** Marks a job completed once none of its items is pending or in flight. */
export async function completeJobIfDone(db: Database, jobId: string): Promise<void> {
  await db.execute(
    sql`update import_jobs set status = 'completed', finished_at = now()
        where id = ${jobId} and status <> 'completed'
          and not exists (select 1 from import_items where job_id = ${jobId}
                          and status in ('pending', 'validating', 'processing', 'categorizing'))`,
  );
}
