// Serves the production build through the real bff, on a throw-away embedded database
// seeded with the demo catalogue, for the end-to-end suite.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'vr-e2e-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

Object.assign(process.env, {
  PORT: process.env.E2E_PORT ?? '3100',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DEMO: 'true',
  // No spec is about demo clips; making them would take CPU from the specs.
  DEMO_VIDEOS: 'false',
  LOG_LEVEL: 'warn',
});
delete process.env.DATABASE_URL;

await import('@viral/bff/server');
