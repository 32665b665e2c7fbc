import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Migrates one database per run; each test file's database is a copy of it.
    globalSetup: [fileURLToPath(import.meta.resolve('@viral/db/testing/setup'))],
    projects: [
      { extends: true, test: { name: 'bff', exclude: [...configDefaults.exclude, 'process-tests/**'] } },
      {
        extends: true,
        test: {
          // Suites that spawn bff processes spend most of their time waiting on leases, timeouts
          // and signals, not on the CPU, so their files run side by side.
          name: 'process',
          include: ['process-tests/**/*.test.ts'],
          maxWorkers: 3,
          // Starting bff processes on a busy 2-core machine can take a while.
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
