import type { ImportContext } from '../import/preview-import.ts';

/**
 * What an anonymous broken-image report may use: the importer's model and limits, but never
 * IMPORT_ALLOW_HOSTS, which is for the admin's imports from internal hosts alone.
 */
export function anonymousRepairContext(imports: ImportContext): ImportContext {
  return { ...imports, policy: { ...imports.policy, allowHosts: [] } };
}
