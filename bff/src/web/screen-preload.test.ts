import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

  it("preloads no other remote's code on a list screen: its recipe cards are ui's", async () => {
    const recipeDir = join(dir, 'recipe');
    mkdirSync(recipeDir);
    writeFileSync(
      join(recipeDir, 'mf-manifest.json'),
      JSON.stringify({ exposes: [expose('RecipeCard', ['card.js'], ['card.css'])] }),
    );
    const both = screenPreloader({
      mf_feed: { urlPrefix: '/mf/feed', dir },
      mf_recipe: { urlPrefix: '/mf/recipe', dir: recipeDir },
    });
    for (const list of ['/', '/search']) {
      const links = await both(list);
      expect(links).toContain('as="script"');
      expect(links).not.toContain('/mf/recipe/');
    }
  });
});
