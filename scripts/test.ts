// `npm test`: install what is missing, then type checks, lint, every workspace's tests,
// the production build and the end-to-end suite in Chromium against it.
import { ensureDependencies, run, turbo } from './lib/run.ts';

const started = Date.now();
await ensureDependencies();
await run('npx', ['--no-install', 'tsc', '-p', '.']);
await run('npx', ['--no-install', 'biome', 'check', 'scripts', 'e2e', 'config', 'playwright.config.ts']);
await turbo(['run', 'typecheck', 'lint', 'test', 'build', '--output-logs=new-only', '--concurrency=2']);
await run('npx', ['--no-install', 'playwright', 'test']);
console.log(`All suites passed in ${Math.round((Date.now() - started) / 1000)} s.`);
