import { VIDEO_TASK_STATUSES } from '@viral/domain';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recipes } from './catalogue.ts';
import { importJobs } from './imports.ts';

/**
 * Recipe videos found by imports: the queue of files to download and transcode (any replica's
 * video worker claims one with a lease), and the outcome of each, links kept as they are.
 */
export const videoTasks = pgTable(
  'video_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One video per recipe. */
    recipe_id: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    job_id: uuid('job_id').references(() => importJobs.id, { onDelete: 'set null' }),
    /** The file to fetch, or the link kept (an HLS playlist, a player). */
    url: text('url').notNull(),
    /** mp4, webm, mov, hls, player or unknown: what the page said the address is; demo for a clip of a demo photo. */
    format: text('format').notNull(),
    status: text('status', { enum: VIDEO_TASK_STATUSES }).notNull().default('pending'),
    /** Why a video was refused, for the admin. */
    reason: text('reason'),
    /** The stored form's probe: duration, dimensions, codecs, size. */
    probe: jsonb('probe').$type<Record<string, unknown>>(),
    attempts: integer('attempts').notNull().default(0),
    claimed_by: text('claimed_by'),
    claimed_at: timestamp('claimed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('video_tasks_recipe_key').on(t.recipe_id),
    index('video_tasks_status_idx').on(t.status, t.created_at),
  ],
);
