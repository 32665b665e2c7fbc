import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Migrates one database per run; each test file's database is a copy of it.
    globalSetup: [fileURLToPath(import.meta.resolve('@viral/db/testing/setup'))],
    projects: [
      {
        extends: true,
        test: {
          name: 'bff',
          exclude: [...configDefaults.exclude, 'process-tests/**'],
          // Two files at a time, not vitest's one on 2 cores: a file spends much of its time waiting
          // on PostgreSQL, scrypt or a child process, and one at a time left a core idle.
          maxWorkers: 2,
        },
      },
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
