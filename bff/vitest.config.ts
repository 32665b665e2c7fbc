import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * In-process files that read the production build of the shell and the public remotes. With the
 * process suites, whose bffs serve that build, they are the `test:built` script, which turbo runs
 * once those builds are done; `test` (every other file) does not wait for them.
 */
const NEEDS_BUILT_SITE = ['src/web/server-render.test.ts', 'src/web/page-cache-site.test.ts'];

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
          exclude: [...configDefaults.exclude, 'process-tests/**', ...NEEDS_BUILT_SITE],
          // Two files at a time, not vitest's one on 2 cores: a file spends much of its time waiting
          // on PostgreSQL, scrypt or a child process, and one at a time left a core idle.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: { name: 'built', include: NEEDS_BUILT_SITE },
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
