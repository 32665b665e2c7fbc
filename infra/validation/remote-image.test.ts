import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cacheControlFor } from '@viral/bff/cache-headers';
import { describe, expect, it } from 'vitest';
import { stage, stepsOf } from './dockerfile.ts';
import { readRepoFile, repoRoot } from './repo-files.ts';

const remote = () => stage('remote');
const templatePath = () => stepsOf(remote(), 'COPY').find((step) => !step.flags.from)?.args[0] ?? '';
const template = () => readRepoFile(templatePath());

/** The nginx `location` blocks: the regex ones (`~*`) and the prefix ones, with their headers. */
function locations() {
  return [...template().matchAll(/location (~\*? "([^"]+)"|\/) \{([\s\S]*?)\n\s*\}/g)].map((match) => ({
    pattern: match[2] ? new RegExp(match[2], 'i') : undefined,
    headers: Object.fromEntries(
      [...(match[3] ?? '').matchAll(/add_header ([\w-]+) "([^"]*)" always;/g)].map((h) => [h[1], h[2]]),
    ),
  }));
}

/** nginx picks the first matching regex location, else the prefix one. */
function headersFor(fileName: string) {
  const all = locations();
  return (all.find((l) => l.pattern?.test(`/${fileName}`)) ?? all.find((l) => !l.pattern))?.headers ?? {};
}

const SAMPLE_FILES = [
  'mf-manifest.json',
  'remoteEntry.js',
  '__federation_expose_RecipePage.a0a8925f25.js',
  '802.7af4caf1e5.css',
  '121.10a2bf85ee.js',
];

describe('the static image of one remote (Dockerfile target "remote")', () => {
  it('runs an unprivileged nginx as a non-root user, serving the remote chosen by REMOTE', () => {
    expect(remote().image).toMatch(/^nginxinc\/nginx-unprivileged:/);
    expect(['root', '0']).not.toContain(stepsOf(remote(), 'USER').at(-1)?.args[0]);
    const remoteArg = stepsOf(remote(), 'ARG').find((step) => step.args[0]?.startsWith('REMOTE='));
    const chosen = remoteArg?.args[0]?.split('=')[1] ?? '';
    expect(existsSync(join(repoRoot, chosen, 'package.json'))).toBe(true);
    const copy = stepsOf(remote(), 'COPY').find((step) => step.flags.from === 'build');
    expect(copy?.args[0]).toBe(`/app/\${REMOTE}/dist/`);
    expect(stepsOf(remote(), 'HEALTHCHECK')).toHaveLength(1);
  });

  it('listens on the port it exposes', () => {
    const listen = template().match(/listen (\d+);/)?.[1];
    expect(stepsOf(remote(), 'EXPOSE').flatMap((step) => step.args)).toEqual([listen]);
  });

  it('fills in every variable of the template from the image environment (nginx leaves unknown ones literal)', () => {
    const defined = Object.assign({}, ...stepsOf(remote(), 'ENV').map((step) => step.properties));
    const used = [...template().matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]);
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect(Object.keys(defined)).toContain(name);
  });

  it('sends CORS on every file, so a shell on another origin can load the manifest and chunks', () => {
    for (const file of SAMPLE_FILES)
      expect(headersFor(file)['Access-Control-Allow-Origin'], file).toBe(`\${CORS_ALLOW_ORIGIN}`);
  });

  it('caches like the bff does: hashed chunks for a year, manifest and remote entry revalidated', () => {
    for (const file of SAMPLE_FILES)
      expect(headersFor(file)['Cache-Control'], file).toBe(cacheControlFor(file));
    expect(headersFor('mf-manifest.json')['Cache-Control']).toBe('no-cache');
    expect(headersFor('121.10a2bf85ee.js')['Cache-Control']).toContain('immutable');
  });
});
