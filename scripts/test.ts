// `npm test`: install what is missing, build, then side by side: the bff's tests, the end-to-end
// suite in Chromium against the production build, and every other check (type checks, lint, the
// other workspaces' tests). The bff's and the end-to-end suites take longest and wait on processes,
// timers and browsers more than on the cores, so they start first and overlap the rest.
import { ensureDependencies, run, turbo } from './lib/run.ts';
import { Stages } from './lib/stages.ts';
import { turboTaskTimes } from './lib/turbo-tasks.ts';

const stages = new Stages();
const started = Date.now();
const summary = () => `${stages.summary()}\n\nWorkspace tasks (from, took):\n${turboTaskTimes(started)}`;
// Each turbo run after the build runs only the tasks it names (`--only`): their builds are done,
// and restoring them from the cache would rewrite files the end-to-end servers are serving.
const turboRun = (tasks: string[], filters: string[], concurrency: number) =>
  turbo([
    'run',
    ...tasks,
    ...filters.map((filter) => `--filter=${filter}`),
    '--only',
    '--output-logs=new-only',
    `--concurrency=${concurrency}`,
    // One failing task does not cancel the others: a run reports every failure it can find.
    '--continue=dependencies-successful',
    '--summarize',
  ]);
try {
  await stages.run('install', ensureDependencies);
  await stages.run('build', () =>
    turbo(['run', 'build', '--output-logs=new-only', '--concurrency=2', '--summarize']),
  );
  await stages.parallel({
    'bff tests': () => turboRun(['test'], ['@viral/bff'], 1),
    'end-to-end': () => run('npx', ['--no-install', 'playwright', 'test'], {}, 'e2e'),
    'type checks, lint, other tests': async () => {
      await run('npx', ['--no-install', 'tsc', '-p', '.']);
      await run('npx', [
        '--no-install',
        'biome',
        'check',
        'scripts',
        'e2e',
        'config',
        'playwright.config.ts',
      ]);
      await turboRun(['typecheck', 'lint'], ['@viral/bff'], 1);
      await turboRun(['typecheck', 'lint', 'test'], ['!@viral/bff'], 2);
    },
  });
  console.log(`\nAll suites passed.\n${summary()}`);
} catch (error) {
  console.error(`\n${summary()}`);
  throw error;
}
