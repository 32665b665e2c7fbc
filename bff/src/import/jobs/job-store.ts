import { type Database, schema } from '@viral/db';
import { asc, eq } from 'drizzle-orm';

const { importItems, importJobs, recipes } = schema;

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

/** Stores a job and one pending item per URL, in order, in one transaction. */
export async function createImportJob(db: Database, items: NewImportItem[], createdBy: string | null) {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .insert(importJobs)
      .values({ created_by: createdBy, total: items.length })
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
    })
    .from(importItems)
    .leftJoin(recipes, eq(recipes.id, importItems.recipe_id))
    .where(eq(importItems.job_id, jobId))
    .orderBy(asc(importItems.position));
  return { job, items };
}

export type ImportJobView = NonNullable<Awaited<ReturnType<typeof findImportJob>>>;
