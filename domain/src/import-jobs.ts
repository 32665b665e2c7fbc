import { z } from 'zod';
import { urlValidationSchema } from './import-api.ts';
import { IMPORT_ITEM_STATUSES, IMPORT_JOB_STATUSES } from './import-states.ts';
import { videoStateSchema } from './recipe-videos.ts';

/** One URL of an import job, as GET /api/admin/imports/{id} and its events give it. */
export const importItemSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  url: z.string(),
  status: z.enum(IMPORT_ITEM_STATUSES),
  validation: urlValidationSchema.nullable(),
  error: z.string().nullable(),
  categories: z.array(z.string()),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  recipe: z.object({ id: z.string(), slug: z.string().nullable(), title: z.string().nullable() }).nullable(),
  /**
   * The page's video, for an item that saved its recipe: where it stands now (it is prepared after
   * the item finishes); null when the page had none.
   */
  video: videoStateSchema.nullable(),
});
export type ImportItem = z.infer<typeof importItemSchema>;

export const importSummarySchema = z.object({
  total: z.number().int(),
  processed: z.number().int(),
  completed: z.number().int(),
  errors: z.number().int(),
  /** Skipped as not a recipe (or not confidently one): the spec's 'Skipped (invalid)'. */
  skipped: z.number().int(),
  /** Skipped because the page is in the catalogue already; counted apart from the invalid ones. */
  already_imported: z.number().int(),
  /** Average time per finished URL times the URLs left; null until one has finished. */
  remaining_seconds: z.number().int().nullable(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** A job as its events' first `job` message gives it. */
export const importJobSchema = z.object({
  id: z.string(),
  status: z.enum(IMPORT_JOB_STATUSES),
  /** Addresses left out before the job started because an earlier line names the same page. */
  folded: z.number().int(),
  summary: importSummarySchema,
  items: z.array(importItemSchema),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** A job as POST and GET /api/admin/imports answer it: the event's shape plus its timings. */
export const importJobDetailSchema = importJobSchema.extend({
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type ImportJobDetail = z.infer<typeof importJobDetailSchema>;

/** The `item` event: one item changed, with the job's new summary. */
export const importItemEventSchema = z.object({ item: importItemSchema, summary: importSummarySchema });
export type ImportItemEvent = z.infer<typeof importItemEventSchema>;
/** The `done` event: the job has ended, completed or cancelled (a purge of recipes cancels running jobs). */
export const importDoneEventSchema = z.object({
  id: z.string(),
  status: z.enum(IMPORT_JOB_STATUSES),
  summary: importSummarySchema,
});
export type ImportDoneEvent = z.infer<typeof importDoneEventSchema>;
