import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { create } from 'tar';

export const REMOTE_WORKSPACES = ['mf-feed', 'mf-recipe', 'mf-admin'] as const;
export type RemoteWorkspace = (typeof REMOTE_WORKSPACES)[number];

/** Same rule as the bff's static serving: a content-hashed name never changes. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
export const CACHE_FOREVER = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(fileName: string): string {
  return CONTENT_HASHED.test(fileName) ? CACHE_FOREVER : REVALIDATE;
}

/** `mf-recipe` is configured through `MF_RECIPE_MANIFEST_URL` and the remotes file's `mf_recipe`. */
export function configNamesFor(remote: RemoteWorkspace) {
  const key = remote.replace('-', '_');
  return { envVar: `${key.toUpperCase()}_MANIFEST_URL`, remotesFileKey: key };
}

export interface BundleOptions {
  remote: RemoteWorkspace;
  /** The built remote, normally `<remote>/dist`. */
  distDir: string;
  /** Where the CDN serves the bundle's root from, e.g. `https://cdn.example.com`. */
  baseUrl: string;
  outDir: string;
}

export interface Bundle {
  tarball: string;
  version: string;
  /** The path inside the tarball and under the base URL: `<remote>/<version>`. */
  prefix: string;
  files: string[];
  manifestUrl: string;
  envVar: string;
  remotesFileKey: string;
}

const REQUIRED_FILES = ['mf-manifest.json', 'remoteEntry.js'];

/**
 * Packs one built remote for a CDN under a versioned path, so a new release never overwrites the
 * files browsers still load from the previous one. Adds a `_headers` file (the Netlify / Cloudflare
 * Pages format) with the CORS and cache policy the shell relies on.
 */
export async function bundleRemote(options: BundleOptions): Promise<Bundle> {
  const { remote, distDir, outDir } = options;
  for (const required of REQUIRED_FILES) {
    if (!existsSync(join(distDir, required)))
      throw new Error(
        `${join(distDir, required)} is missing: build the remote first (npx turbo run build --filter=@viral/${remote}).`,
      );
  }
  const files = (await readdir(distDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name !== 'mf-stats.json')
    .map((entry) => join(entry.parentPath, entry.name).slice(distDir.length + 1))
    .sort();
  const version = await contentVersion(distDir, files);
  const prefix = `${remote}/${version}`;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  const staging = join(outDir, `.${remote}-${version}`);
  await rm(staging, { recursive: true, force: true });
  await cp(distDir, join(staging, prefix), {
    recursive: true,
    filter: (source) => !source.endsWith('mf-stats.json'),
  });
  await writeFile(join(staging, '_headers'), headersFile(prefix, files));
  const tarball = join(outDir, `${remote}-${version}.tar.gz`);
  // Fixed times and owners: the same build always packs to the same bytes.
  await create({ gzip: true, file: tarball, cwd: staging, portable: true, mtime: new Date(0) }, [
    '_headers',
    prefix,
  ]);
  await rm(staging, { recursive: true, force: true });

  return {
    tarball,
    version,
    prefix,
    files,
    manifestUrl: `${baseUrl}/${prefix}/mf-manifest.json`,
    ...configNamesFor(remote),
  };
}

async function contentVersion(distDir: string, files: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(await readFile(join(distDir, file)));
  return hash.digest('hex').slice(0, 10);
}

function headersFile(prefix: string, files: string[]): string {
  const rules = files.map(
    (file) =>
      `/${prefix}/${file}\n  Access-Control-Allow-Origin: *\n  Cache-Control: ${cacheControlFor(file)}\n`,
  );
  return `${rules.join('\n')}`;
}
