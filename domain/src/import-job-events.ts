import type { z } from 'zod';
import {
  type ImportJob,
  importDoneEventSchema,
  importItemEventSchema,
  importJobSchema,
} from './import-jobs.ts';

/**
 * The events of `GET /api/admin/imports/{id}/events`, by name: `job` (the whole job) first,
 * `item` for each item that changed with the job's new summary, `done` when the job has ended
 * (completed, or cancelled by a purge). Each event's data is the JSON of its schema.
 */
export const importJobEventSchemas = {
  job: importJobSchema,
  item: importItemEventSchema,
  done: importDoneEventSchema,
} as const;
export type ImportJobEventName = keyof typeof importJobEventSchemas;
export const IMPORT_JOB_EVENT_NAMES: readonly ImportJobEventName[] = ['job', 'item', 'done'];

/** One event as the screens fold it: its name as `type`, its data beside it. */
export type ImportJobEvent =
  | { type: 'job'; job: z.infer<typeof importJobSchema> }
  | ({ type: 'item' } & z.infer<typeof importItemEventSchema>)
  | ({ type: 'done' } & z.infer<typeof importDoneEventSchema>);

const isEventName = (name: string): name is ImportJobEventName => Object.hasOwn(importJobEventSchemas, name);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A server-sent event of a job's stream, checked against its schema; null for any other name or data. */
export function parseImportJobEvent(name: string, data: string): ImportJobEvent | null {
  if (!isEventName(name)) return null;
  const json = parseJson(data);
  switch (name) {
    case 'job': {
      const job = importJobEventSchemas.job.safeParse(json);
      return job.success ? { type: 'job', job: job.data } : null;
    }
    case 'item': {
      const change = importJobEventSchemas.item.safeParse(json);
      return change.success ? { type: 'item', ...change.data } : null;
    }
    case 'done': {
      const end = importJobEventSchemas.done.safeParse(json);
      return end.success ? { type: 'done', ...end.data } : null;
    }
  }
}

/** Folds one event into the job a screen shows (null until the first `job` event). */
export function applyImportJobEvent(job: ImportJob | null, event: ImportJobEvent): ImportJob | null {
  if (event.type === 'job') return event.job;
  if (!job) return job;
  if (event.type === 'done') return { ...job, status: event.status, summary: event.summary };
  const items = job.items.map((item) => (item.id === event.item.id ? event.item : item));
  return { ...job, summary: event.summary, items };
}
