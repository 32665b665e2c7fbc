/** The shapes of bff/src/import/jobs/job-response.ts (GET /api/admin/imports/{id} and its events). */
export type {
  ImportDoneEvent,
  ImportItem,
  ImportItemEvent,
  ImportItemStatus as ItemStatus,
  ImportJob,
  ImportSummary,
  UrlValidation,
} from '@viral/domain';

export type StartImport = { urls: string[] } | { pages: { url: string; html: string }[] };
