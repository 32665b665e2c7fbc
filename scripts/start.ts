// `npm start`: install what is missing, build what changed (turbo's cache skips the rest), serve.
import { ensureDependencies, turbo } from './lib/run.ts';

await ensureDependencies();
console.log('Building the site (cached parts are skipped)…');
await turbo(['run', 'build', '--output-logs=errors-only']);
// The bff migrates and, on an empty embedded database, seeds the demo catalogue at start.
await import('@viral/bff/server');
