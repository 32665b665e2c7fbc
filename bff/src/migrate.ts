import { resolve } from 'node:path';
import { createDb, ensureAdmin } from '@viral/db';
import { ConfigError, loadConfig } from './config.ts';

/**
 * The one-shot step (compose service, Kubernetes Job) before replicas start with RUN_MIGRATIONS=false:
 * applies the migrations (concurrent runs wait on an advisory lock) and, when ADMIN_EMAIL and
 * ADMIN_PASSWORD are set, creates that admin, so replicas starting together find it and do not race
 * to insert it.
 */
async function migrate() {
  const config = loadConfig(process.env);
  const db = await createDb({
    databaseUrl: config.databaseUrl,
    dataDir: resolve(config.dataDir),
    maxConnections: 2,
  });
  try {
    await db.migrate();
    console.log(`Migrations applied to ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}.`);
    if (config.admin) {
      const outcome = await ensureAdmin(db.db, config.admin.email, config.admin.password);
      console.log(`Admin ${config.admin.email}: ${outcome}.`);
    }
  } finally {
    await db.close();
  }
}

migrate().catch((error: unknown) => {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(error instanceof ConfigError ? reason : `Migrations failed: ${reason}`);
  process.exit(1);
});
