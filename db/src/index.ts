export { type EnsureAdminResult, ensureAdmin, removeAccountWithPassword } from './admins.ts';
export {
  createDb,
  type Database,
  type DbHandle,
  type DbOptions,
  DEFAULT_POOL_SIZE,
  type Transaction,
} from './create-db.ts';
export { DEMO_IMAGE_BASE_URL, demoImagesDir } from './demo-assets.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { selectRows } from './raw-rows.ts';
export { engagementSql } from './schema/engagement-sql.ts';
export * as schema from './schema/index.ts';
export { type SeedResult, seedDemoCatalogue } from './seed-demo.ts';
