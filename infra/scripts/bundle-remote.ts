import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  bundleRemote,
  CACHE_FOREVER,
  REMOTE_WORKSPACES,
  REVALIDATE,
  type RemoteWorkspace,
} from './remote-bundle.ts';

const USAGE = `Usage: node infra/scripts/bundle-remote.ts <${REMOTE_WORKSPACES.join('|')}> --base-url URL [--out DIR]

Packs the built remote (<remote>/dist) into <out>/<remote>-<version>.tar.gz for a CDN and prints the
manifest URL to configure. Extract the tarball at the root that --base-url serves.

Example:
  npx turbo run build --filter=@viral/mf-recipe
  node infra/scripts/bundle-remote.ts mf-recipe --base-url https://cdn.example.com`;

const repoRoot = resolve(import.meta.dirname, '../..');

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      'base-url': { type: 'string' },
      out: { type: 'string', default: 'dist/cdn' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return console.log(USAGE);
  const [remote] = positionals;
  const baseUrl = values['base-url'];
  if (!REMOTE_WORKSPACES.includes(remote as RemoteWorkspace) || !baseUrl || !/^https?:\/\//.test(baseUrl)) {
    console.error(USAGE);
    process.exit(2);
  }
  const bundle = await bundleRemote({
    remote: remote as RemoteWorkspace,
    distDir: resolve(repoRoot, remote as string, 'dist'),
    baseUrl,
    outDir: resolve(values.out),
  });
  console.log(`Packed ${bundle.files.length} files of ${remote} into ${bundle.tarball}
Upload: extract it at the root of ${baseUrl}; the files land under ${bundle.prefix}/.
Headers: every file Access-Control-Allow-Origin: *; hashed chunks "${CACHE_FOREVER}";
  mf-manifest.json and remoteEntry.js "${REVALIDATE}" (the tarball's _headers file lists them).
Configure the bff (no rebuild of the shell), either at start:
  ${bundle.envVar}=${bundle.manifestUrl}
or, without a restart, in the file named by REMOTES_FILE:
  ${JSON.stringify({ [bundle.remotesFileKey]: bundle.manifestUrl })}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
