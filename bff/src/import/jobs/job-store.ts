import { type Database, schema } from '@viral/db';
import { normaliseSourceUrl } from '@viral/reader';
import { and, asc, eq } from 'drizzle-orm';

const { importItems, importJobs, recipes, videoTasks } = schema;

export interface NewImportItem {
  url: string;
  html?: string | undefined;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return '';
  }
}

/**
 * The items with each page once: a later line naming the page of an earlier one (the same
 * address once normalised as recipes' sources are) is folded into it.
 */
export function foldDuplicateItems(items: NewImportItem[]): { items: NewImportItem[]; folded: number } {
  const kept = new Map<string, NewImportItem>();
  for (const item of items) {
    const page = pageOf(item.url);
    const first = kept.get(page);
    // A pasted source is kept even when the address was also listed: the site blocks fetching.
    if (!first) kept.set(page, { ...item });
    else if (item.html && !first.html) first.html = item.html;
  }
  return { items: [...kept.values()], folded: items.length - kept.size };
}

function pageOf(url: string): string {
  try {
    return normaliseSourceUrl(url);
  } catch {
    return url;
  }
}

/** Stores a job and one pending item per URL, in order, in one transaction. */
export async function createImportJob(
  db: Database,
  items: NewImportItem[],
  createdBy: string | null,
  folded = 0,
) {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .insert(importJobs)
      .values({ created_by: createdBy, total: items.length, folded })
      .returning();
    if (!job) throw new Error('the job row was not returned');
    await tx.insert(importItems).values(
      items.map((item, position) => ({
        job_id: job.id,
        position,
        url: item.url,
        html: item.html ?? null,
        host: hostOf(item.url),
      })),
    );
    return job;
  });
}

/** A job with its items as the screens and the CLI show them (the recipe's slug and title for links). */
export async function findImportJob(db: Database, jobId: string) {
  const [job] = await db.select().from(importJobs).where(eq(importJobs.id, jobId));
  if (!job) return null;
  const items = await db
    .select({
      id: importItems.id,
      position: importItems.position,
      url: importItems.url,
      status: importItems.status,
      validation: importItems.validation,
      error: importItems.error,
      categories: importItems.categories,
      started_at: importItems.started_at,
      finished_at: importItems.finished_at,
      updated_at: importItems.updated_at,
      recipe_id: recipes.id,
      recipe_slug: recipes.slug,
      recipe_title: recipes.title,
      video_status: videoTasks.status,
      video_reason: videoTasks.reason,
    })
    .from(importItems)
    .leftJoin(recipes, eq(recipes.id, importItems.recipe_id))
    // Only an item that saved its recipe speaks of its video (an 'Already imported' one links another's).
    .leftJoin(
      videoTasks,
      and(eq(videoTasks.recipe_id, importItems.recipe_id), eq(importItems.status, 'completed')),
    )
    .where(eq(importItems.job_id, jobId))
    .orderBy(asc(importItems.position));
  return { job, items };
}

export type ImportJobView = NonNullable<Awaited<ReturnType<typeof findImportJob>>>;
