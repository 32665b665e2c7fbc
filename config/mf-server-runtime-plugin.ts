import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/**
 * Where the server containers of the remotes are right now, set by the bff before it renders
 * (`file:` URLs for the remotes it serves from its own disk, the configured origin's `server/`
 * folder for a remote served elsewhere).
 */
export type ServerRemoteEntries = Record<string, string>;

declare global {
  var __VIRAL_SERVER_REMOTES__: ServerRemoteEntries | undefined;
}

const configuredEntries = (): ServerRemoteEntries => globalThis.__VIRAL_SERVER_REMOTES__ ?? {};

/** A remote's folder: the code it loads (its entry and chunks) must come from under it. */
const folderOf = (entry: string) => entry.replace(/[^/]*$/, '');

/** Remote code, only from under the folder of a configured entry (`file:` URLs read from disk). */
async function fetchRemoteCode(url: string): Promise<Response> {
  const allowed = Object.values(configuredEntries()).some((entry) => url.startsWith(folderOf(entry)));
  if (!allowed) throw new Error(`refusing to load remote code from ${url}: not a configured remote location`);
  if (url.startsWith('file:')) return new Response(await readFile(fileURLToPath(url), 'utf8'));
  // No redirects: they could lead anywhere.
  const response = await fetch(url, { redirect: 'error' });
  if (!response.ok) throw new Error(`remote code at ${url} answered ${response.status}`);
  return response;
}

/**
 * Runs a remote's CommonJS container. `__dirname` is its folder on disk for a `file:` entry, so the node
 * runtime plugin reads its chunks from there; for an http entry it is the URL's path, which is on no
 * disk, so the chunks are fetched (through `fetch` below) beside the entry.
 */
async function runContainer(entry: string): Promise<unknown> {
  const code = await (await fetchRemoteCode(entry)).text();
  const local = entry.startsWith('file:');
  const filename = local ? fileURLToPath(entry) : new URL(entry).pathname;
  const module = { exports: {} as unknown };
  const run = new Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, {
    filename: entry,
  }).runInThisContext() as (...args: unknown[]) => void;
  const require = createRequire(local ? filename : join(process.cwd(), 'remote.cjs'));
  run(module.exports, module, require, dirname(filename), filename);
  return module.exports;
}

/**
 * The server side of mf-runtime-config-plugin.ts: points each declared remote at its configured server
 * entry, and loads remote code only from the folders of the configured entries, so the server never
 * runs code from anywhere else.
 */
export default function viralServerRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'viral-server-runtime',
    beforeInit(args) {
      const entries = configuredEntries();
      if (!args.userOptions.remotes) return args;
      const remotes = args.userOptions.remotes.map((remote) => {
        const entry = entries[remote.name];
        return entry ? { ...remote, entry } : remote;
      });
      return { ...args, userOptions: { ...args.userOptions, remotes } };
    },
    async loadEntry({ remoteInfo }) {
      const container = (await runContainer(remoteInfo.entry)) as Record<string, unknown>;
      // A `commonjs-module` container is the module's exports; some builds nest it under its name.
      const exported = container[remoteInfo.entryGlobalName] ?? container;
      return exported as never;
    },
    fetch: (url) => fetchRemoteCode(url),
  };
}
