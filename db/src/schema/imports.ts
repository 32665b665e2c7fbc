import { IMPORT_ITEM_STATUSES, IMPORT_JOB_STATUSES } from '@viral/domain';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { recipes } from './catalogue.ts';

export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: IMPORT_JOB_STATUSES }).notNull().default('queued'),
    total: integer('total').notNull(),
    /** Addresses left out before the job started because an earlier line names the same page. */
    folded: integer('folded').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_jobs_status_idx').on(t.status)],
);

export const importItems = pgTable(
  'import_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    job_id: uuid('job_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    /** The URL's host: items of one host are fetched one at a time. */
    host: text('host').notNull().default(''),
    /** Page source pasted by the admin when a site blocks fetching. */
    html: text('html'),
    status: text('status', { enum: IMPORT_ITEM_STATUSES }).notNull().default('pending'),
    validation: jsonb('validation').$type<Record<string, unknown>>(),
    error: text('error'),
    recipe_id: uuid('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    claimed_by: text('claimed_by'),
    claimed_at: timestamp('claimed_at', { withTimezone: true }),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    /** Bumped on every change, so event streams can send only what changed. */
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('import_items_job_position_key').on(t.job_id, t.position),
    index('import_items_status_idx').on(t.status, t.host),
  ],
);
