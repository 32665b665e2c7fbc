import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { remoteLocations } from './remote-locations.ts';

const quietLogger = { warn: vi.fn(), info: vi.fn() };
const CDN_V1 = 'https://cdn.example/mf-recipe/1.0.0/mf-manifest.json';
const CDN_V2 = 'https://cdn.example/mf-recipe/2.0.0/mf-manifest.json';

let dir: string;
let remotesFile: string;
let clockMs = 0;

/** Writes the file and moves its modification time forward, as a new deployment's write would. */
function writeRemotes(content: string) {
  writeFileSync(remotesFile, content);
  clockMs += 10_000;
  const when = new Date(Date.UTC(2026, 0, 1) + clockMs);
  utimesSync(remotesFile, when, when);
  vi.advanceTimersByTime(1500);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  dir = mkdtempSync(join(tmpdir(), 'vr-remotes-'));
  remotesFile = join(dir, 'remotes.json');
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

describe('remote locations', () => {
  it('are the start-up overrides when no remotes file is configured', async () => {
    const current = remoteLocations({ mf_feed: '/elsewhere/mf-manifest.json' }, undefined, quietLogger);
    expect(await current()).toEqual({ mf_feed: '/elsewhere/mf-manifest.json' });
  });

  it('follow the remotes file as it changes, on top of the start-up overrides', async () => {
    writeRemotes(JSON.stringify({ mf_recipe: CDN_V1 }));
    const current = remoteLocations({ mf_feed: '/elsewhere/mf-manifest.json' }, remotesFile, quietLogger);
    expect(await current()).toEqual({ mf_feed: '/elsewhere/mf-manifest.json', mf_recipe: CDN_V1 });

    writeRemotes(JSON.stringify({ mf_recipe: CDN_V2 }));
    expect((await current()).mf_recipe).toBe(CDN_V2);

    writeRemotes('{}');
    expect(await current()).toEqual({ mf_feed: '/elsewhere/mf-manifest.json' });
  });

  it('keep the last good locations when the file becomes invalid or disappears', async () => {
    writeRemotes(JSON.stringify({ mf_recipe: CDN_V1 }));
    const current = remoteLocations({}, remotesFile, quietLogger);
    expect(await current()).toEqual({ mf_recipe: CDN_V1 });

    writeRemotes('{ not json');
    expect(await current()).toEqual({ mf_recipe: CDN_V1 });
    writeRemotes(JSON.stringify({ mf_recipe: 'javascript:alert(1)' }));
    expect(await current()).toEqual({ mf_recipe: CDN_V1 });
    rmSync(remotesFile);
    vi.advanceTimersByTime(1500);
    expect(await current()).toEqual({ mf_recipe: CDN_V1 });
    expect(quietLogger.warn).toHaveBeenCalled();
  });
});

describe('the shell page with a remotes file', () => {
  let t: TestApp;
  beforeEach(async () => {
    writeRemotes(JSON.stringify({ mf_recipe: CDN_V1 }));
    t = await createTestApp('pglite', { REMOTES_FILE: remotesFile });
  });
  afterEach(() => t.close());

  it('announces a remote moved at run time to the next page load, without a restart', async () => {
    const before = await (await t.app.request('/')).text();
    expect(before).toContain(CDN_V1);

    writeRemotes(JSON.stringify({ mf_recipe: CDN_V2 }));
    const response = await t.app.request('/recipe/anything');
    const after = await response.text();
    expect(after).toContain(CDN_V2);
    expect(after).not.toContain(CDN_V1);
    expect(response.headers.get('Cache-Control')).toContain('no-cache');
  });
});
