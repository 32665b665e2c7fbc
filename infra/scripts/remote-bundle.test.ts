import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { cacheControlFor as bffCacheControl } from '@viral/bff/cache-headers';
import { REMOTE_NAMES } from '@viral/bff/web-root';
import { list } from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bffConfigVariables, repoRoot } from '../validation/repo-files.ts';
import { bundleRemote, cacheControlFor, configNamesFor, REMOTE_WORKSPACES } from './remote-bundle.ts';

const FILES = {
  'mf-manifest.json': '{"id":"mf_recipe"}',
  'remoteEntry.js': 'var mf_recipe;',
  '__federation_expose_RecipePage.a0a8925f25.js': 'export {};',
  '802.7af4caf1e5.css': 'body{}',
  'mf-stats.json': '{}',
};

let root: string;
let distDir: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'vr-bundle-'));
  distDir = join(root, 'dist');
  mkdirSync(distDir);
  for (const [name, content] of Object.entries(FILES)) writeFileSync(join(distDir, name), content);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function entriesOf(tarball: string): Promise<Map<string, string>> {
  const entries = new Map<string, string>();
  await list({
    file: tarball,
    onReadEntry: (entry) => {
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () => entries.set(entry.path, Buffer.concat(chunks).toString('utf8')));
    },
  });
  return entries;
}

const bundle = (baseUrl = 'https://cdn.example.com/') =>
  bundleRemote({ remote: 'mf-recipe', distDir, baseUrl, outDir: join(root, 'out') });

describe('bundleRemote', () => {
  it('packs the built files under <remote>/<version>/ with a _headers file, leaving out the build stats', async () => {
    const result = await bundle();
    const entries = await entriesOf(result.tarball);
    const files = [...entries.keys()].filter((path) => !path.endsWith('/'));
    expect(result.prefix).toMatch(/^mf-recipe\/[0-9a-f]{10}$/);
    expect(files.toSorted()).toEqual(
      [
        '_headers',
        ...Object.keys(FILES)
          .filter((name) => name !== 'mf-stats.json')
          .map((n) => `${result.prefix}/${n}`),
      ].toSorted(),
    );
    expect(entries.get(`${result.prefix}/mf-manifest.json`)).toBe(FILES['mf-manifest.json']);
  });

  it('declares CORS and the same cache policy as the bff for every file', async () => {
    const result = await bundle();
    const headers = (await entriesOf(result.tarball)).get('_headers') ?? '';
    for (const file of result.files) {
      const rule =
        headers.split('\n\n').find((block) => block.startsWith(`/${result.prefix}/${file}\n`)) ?? '';
      expect(rule, file).toContain('Access-Control-Allow-Origin: *');
      expect(rule, file).toContain(`Cache-Control: ${bffCacheControl(file)}`);
    }
  });

  it('gives the manifest URL and the configuration names the bff reads', async () => {
    const result = await bundle('https://cdn.example.com/');
    expect(result.manifestUrl).toBe(`https://cdn.example.com/${result.prefix}/mf-manifest.json`);
    expect(bffConfigVariables()).toContain(result.envVar);
    expect(REMOTE_NAMES).toContain(result.remotesFileKey);
    for (const remote of REMOTE_WORKSPACES) {
      expect(bffConfigVariables()).toContain(configNamesFor(remote).envVar);
      expect(REMOTE_NAMES).toContain(configNamesFor(remote).remotesFileKey);
    }
  });

  it('names a version by content: the same build twice gives the same path, a changed file a new one', async () => {
    const first = await bundle();
    expect((await bundle()).version).toBe(first.version);
    writeFileSync(join(distDir, 'remoteEntry.js'), 'var mf_recipe; // rebuilt');
    expect((await bundle()).version).not.toBe(first.version);
  });

  it('refuses a remote that was not built, saying how to build it', async () => {
    rmSync(join(distDir, 'remoteEntry.js'));
    await expect(bundle()).rejects.toThrow('npx turbo run build --filter=@viral/mf-recipe');
  });

  it('agrees with the bff on which names are content-hashed', () => {
    for (const file of Object.keys(FILES)) expect(cacheControlFor(file)).toBe(bffCacheControl(file));
  });
});

describe('node infra/scripts/bundle-remote.ts', () => {
  const run = promisify(execFile);

  it('exits 2 with the usage for an unknown remote or a missing --base-url', async () => {
    for (const args of [['mf-nope', '--base-url', 'https://cdn.example.com'], ['mf-recipe']]) {
      const failure = await run('node', ['infra/scripts/bundle-remote.ts', ...args], { cwd: repoRoot }).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage:') });
    }
  });
});
