import type { ApiTokenScope } from '@viral/domain';

/** Starting and following imports (and previewing one page) is the `import` scope's work. */
const IMPORT_PATHS = /^\/api\/admin\/(imports|extract)(\/|$)/;

/**
 * The token scope an admin request needs: imports need `import`; other reads `read`; every
 * other change (edits, deletes, purges, photos, users) `admin`.
 */
export function requiredScope(method: string, path: string): ApiTokenScope {
  if (IMPORT_PATHS.test(path)) return 'import';
  if (method === 'GET' || method === 'HEAD') return 'read';
  return 'admin';
}
