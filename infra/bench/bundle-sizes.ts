// Prints the gzip size of the JavaScript each browser app ships, from the production build.
// Run after `npm run build`: node infra/bench/bundle-sizes.ts
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../..', import.meta.url));
const apps = ['shell', 'mf-feed', 'mf-recipe', 'mf-admin'];

/** The browser build's files: `dist/server/` is the same app built for Node, never downloaded. */
function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'server' ? [] : jsFiles(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipped = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

console.log('app         files  raw JS     gzip JS    entry (gzip)');
for (const app of apps) {
  const files = jsFiles(join(root, app, 'dist'));
  const raw = files.reduce((sum, f) => sum + statSync(f).size, 0);
  const gz = files.reduce((sum, f) => sum + gzipped(f), 0);
  const entry = files.find((f) => /remoteEntry\.js$|[\\/]main\.[0-9a-f]+\.js$/.test(f));
  console.log(
    `${app.padEnd(11)} ${String(files.length).padStart(5)}  ${kb(raw).padStart(9)}  ${kb(gz).padStart(9)}  ${entry ? kb(gzipped(entry)) : '-'}`,
  );
}
