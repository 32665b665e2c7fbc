import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const PROCESS_SUITES = 'process-tests/**/*.test.ts';

/**
 * The process suites first: they take longest and spend it waiting on bff processes, leases,
 * timeouts and signals rather than on the cores, so the other files run in the workers beside them.
 */
class ProcessSuitesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isProcessSuite = (file: TestSpecification) => file.project.name === 'process';
    return [...sorted.filter(isProcessSuite), ...sorted.filter((file) => !isProcessSuite(file))];
  }
}

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Both projects share one pool (vitest requires the same worker count for projects run together).
    maxWorkers: 3,
    sequence: { sequencer: ProcessSuitesFirst },
    // Migrates one database per run; each test file's database is a copy of it.
    globalSetup: [fileURLToPath(import.meta.resolve('@viral/db/testing/setup'))],
    projects: [
      { extends: true, test: { name: 'bff', exclude: [...configDefaults.exclude, PROCESS_SUITES] } },
      {
        extends: true,
        test: {
          name: 'process',
          include: [PROCESS_SUITES],
          // Starting bff processes on a busy 2-core machine can take a while.
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
