import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { screenPreloader } from './screen-preload.ts';

const dir = mkdtempSync(join(tmpdir(), 'vr-preload-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const expose = (name: string, js: string[], css: string[]) => ({
  name,
  assets: { js: { sync: js, async: [] }, css: { sync: css, async: [] } },
});
writeFileSync(
  join(dir, 'mf-manifest.json'),
  JSON.stringify({
    exposes: [
      expose('HomePage', ['home.1234abcd.js'], ['app.1234abcd.css']),
      expose('SearchPage', ['s.js'], []),
    ],
  }),
);

describe('screen preloads', () => {
  const preloads = screenPreloader({ mf_feed: { urlPrefix: '/mf/feed', dir } });

  it("preloads the route's screen JS and CSS from the remote's manifest", async () => {
    const links = await preloads('/');
    expect(links).toContain('<link rel="preload" href="/mf/feed/home.1234abcd.js" as="script" />');
    expect(links).toContain('<link rel="preload" href="/mf/feed/app.1234abcd.css" as="style" />');
    expect(links).not.toContain('s.js');
  });

  it('adds no code for routes without a known screen or remotes served elsewhere', async () => {
    expect(await preloads('/admin/recipes')).toBe('');
    expect(await preloads('/recipe/x')).not.toContain('as="script"');
    expect(
      await screenPreloader({ mf_feed: { urlPrefix: '/mf/feed', dir: join(dir, 'missing') } })('/'),
    ).not.toContain('as="script"');
  });

  it('preloads the reads a screen starts with, at the URLs the screen fetches', async () => {
    const home = await preloads('/');
    expect(home).toContain(
      '<link rel="preload" href="/api/recipes/featured" as="fetch" crossorigin="anonymous" />',
    );
    expect(home).toContain(
      '<link rel="preload" href="/api/recipes/popular" as="fetch" crossorigin="anonymous" />',
    );
    expect(await preloads('/recipe/baked-feta-pasta')).toBe(
      '<link rel="preload" href="/api/recipes/baked-feta-pasta" as="fetch" crossorigin="anonymous" />',
    );
    // A slug that is not plain could be fetched under another spelling: no guess.
    expect(await preloads('/recipe/%22%3E%3Cscript%3E')).toBe('');
  });

  it('preloads the first search read for the text the URL carries, and none for filters it cannot spell', async () => {
    const read = (url: string) => `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous" />`;
    expect(await preloads('/search')).toContain(read('/api/recipes?limit=24'));
    expect(await preloads('/search', new URLSearchParams('q=%20baked%20feta%20'))).toContain(
      read('/api/recipes?q=baked+feta&amp;limit=24'),
    );
    expect(await preloads('/search', new URLSearchParams('q="><b>'))).toContain(
      read('/api/recipes?q=%22%3E%3Cb%3E&amp;limit=24'),
    );
    expect(await preloads('/search', new URLSearchParams('q=pasta&difficulty=easy'))).not.toContain('/api/');
  });

  it('preloads the tag index and a tag page with the reads their screens start with', async () => {
    expect(await preloads('/categories')).toContain('href="/api/tags?used=true"');
    const tag = await preloads('/tag/italian');
    expect(tag).toContain('href="/api/tags/italian"');
    expect(tag).toContain('href="/api/tags/italian/related?limit=10"');
    expect(tag).toContain('href="/api/tags/italian/recipes?limit=48"');
    expect(await preloads('/tag/%22%3E')).not.toContain('/api/');
  });
});
