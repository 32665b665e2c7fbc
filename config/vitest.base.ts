import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { REMOTES } from './federation.ts';

const root = path.resolve(import.meta.dirname, '..');

/** vitest cannot load federated modules: resolve `mf_recipe/ShareDialog` etc. to the remote's source. */
function federatedAliases() {
  return Object.entries(REMOTES).flatMap(([name, remote]) =>
    Object.entries(remote.exposes).map(([expose, file]) => ({
      find: new RegExp(`^${name}/${expose.slice(2)}$`),
      replacement: path.join(root, remote.folder, file),
    })),
  );
}

/** The test setup of the browser workspaces: jsdom, Testing Library clean-up, federated aliases. */
export function createVitestConfig({ shareEnvironment = true } = {}) {
  return defineConfig({
    resolve: { alias: federatedAliases() },
    test: {
      environment: 'jsdom',
      // Building a jsdom took two thirds of these suites' time when every file had its own. The files
      // of a worker thread now share one, and vitest.setup.ts leaves it as a new page after each file.
      // A workspace whose files still leak into each other that way keeps one jsdom per file.
      pool: 'threads',
      isolate: !shareEnvironment,
      setupFiles: [path.join(import.meta.dirname, 'vitest.setup.ts')],
      restoreMocks: true,
    },
  });
}
