// `npm start`: install what is missing, build what changed (turbo's cache skips the rest), serve.
// `npm start -- --offline` (or OFFLINE_IMPORTS=1) also starts a local AI model and a sample recipe
// site on 127.0.0.1, so imports can be tried without a network.
import { ensureDependencies, turbo } from './lib/run.ts';

await ensureDependencies();
console.log('Building the site (cached parts are skipped)…');
await turbo(['run', 'build', '--output-logs=errors-only']);
if (process.argv.includes('--offline') || process.env.OFFLINE_IMPORTS === '1') {
  const { startOfflineImports } = await import('@viral/bff/testing/doubles');
  const offline = await startOfflineImports(process.env.IMPORT_ALLOW_HOSTS);
  Object.assign(process.env, offline.env);
  console.log(`Offline imports: the AI model answers locally at ${offline.env.OPENAI_BASE_URL}`);
  console.log('Import these addresses from the admin (or `recipes import <address>`):');
  for (const { url, shows } of offline.addresses) console.log(`  ${url}  ${shows}`);
}
// The bff migrates and, on an empty embedded database, seeds the demo catalogue at start.
await import('@viral/bff/server');
