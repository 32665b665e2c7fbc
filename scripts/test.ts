// `npm test`: install what is missing, then type checks, lint, every workspace's tests,
// the production build and the end-to-end suite in Chromium against it.
import { ensureDependencies, run, turbo } from './lib/run.ts';
import { Stages } from './lib/stages.ts';
import { turboTaskTimes } from './lib/turbo-tasks.ts';

const stages = new Stages();
const started = Date.now();
const summary = () => `${stages.summary()}\n\nWorkspace tasks:\n${turboTaskTimes(started)}`;
try {
  await stages.run('install', ensureDependencies);
  await stages.run('root typecheck and lint', async () => {
    await run('npx', ['--no-install', 'tsc', '-p', '.']);
    await run('npx', ['--no-install', 'biome', 'check', 'scripts', 'e2e', 'config', 'playwright.config.ts']);
  });
  await stages.run('workspaces: typecheck, lint, test, build', () =>
    turbo([
      'run',
      'typecheck',
      'lint',
      'test',
      'test:built',
      'build',
      '--output-logs=new-only',
      '--concurrency=2',
      // One failing task does not cancel the others: a run reports every failure it can find.
      '--continue=dependencies-successful',
      '--summarize',
    ]),
  );
  await stages.run('end-to-end', () => run('npx', ['--no-install', 'playwright', 'test']));
  console.log(`\nAll suites passed.\n${summary()}`);
} catch (error) {
  console.error(`\n${summary()}`);
  throw error;
}
