// Serves the production build through the real bff, on a throw-away embedded database with the
// demo catalogue (a copy of the run's template, see data-template.ts), for the end-to-end suite.
import { rmSync } from 'node:fs';
import { DEMO_SETTINGS, freshDataDir } from './data-template.ts';

const dataDir = freshDataDir('vr-e2e-');
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

Object.assign(process.env, {
  PORT: process.env.E2E_PORT ?? '3100',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  // No spec is about demo clips; making them would take CPU from the specs.
  ...DEMO_SETTINGS,
  LOG_LEVEL: 'warn',
});
delete process.env.DATABASE_URL;

await import('@viral/bff/server');
