/** The shapes of bff/src/import/jobs/job-response.ts (GET /api/admin/imports/{id} and its events). */
export type ItemStatus =
  | 'pending'
  | 'validating'
  | 'processing'
  | 'categorizing'
  | 'completed'
  | 'error'
  | 'skipped';

export type UrlValidation = {
  is_recipe: boolean;
  confidence: number;
  reason: string;
  page_type: string;
  detected_recipes_count: number;
};

export type ImportItem = {
  id: string;
  position: number;
  url: string;
  status: ItemStatus;
  validation: UrlValidation | null;
  error: string | null;
  categories: string[];
  started_at: string | null;
  finished_at: string | null;
  recipe: { id: string; slug: string | null; title: string | null } | null;
};

export type ImportSummary = {
  total: number;
  processed: number;
  completed: number;
  errors: number;
  skipped: number;
  remaining_seconds: number | null;
};

export type ImportJob = {
  id: string;
  status: string;
  summary: ImportSummary;
  items: ImportItem[];
};

export type StartImport = { urls: string[] } | { pages: { url: string; html: string }[] };
