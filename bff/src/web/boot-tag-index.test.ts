import { type TagWithUsage, tagIndexSections } from '@viral/domain';
import { makeTag } from '@viral/domain/testing';
import { describe, expect, it } from 'vitest';
import { withBootTagIndex } from './boot-tag-index.ts';

const SHELL = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
const entry = (
  name: string,
  usage: number,
  isCategory: boolean,
  image_url: string | null = null,
): TagWithUsage => ({
  tag: makeTag(name, isCategory),
  usage_count: usage,
  image_url,
});
const paintedNames = (html: string) =>
  [...html.matchAll(/<div class="boot-tag-text"><p>#(.*?)<\/p>/g)].map((m) => m[1]);

describe('the tag index painted in the HTML', () => {
  it('paints the main categories most used first, as the screen orders them, and preloads the first picture', () => {
    const tags = [
      entry('Lunch', 3, true, '/media/demo/lunch.svg'),
      entry('Spicy', 9, false),
      entry('Dessert', 5, true, '/media/demo/dessert.svg'),
      entry('Breakfast', 4, true),
      entry('Unused', 0, true),
    ];
    const html = withBootTagIndex(SHELL, tags);
    expect(html).toMatch(/<body>\s*<div id="boot-screen" class="boot-page" aria-hidden="true">/);
    expect(html).toContain('<h2>Main Categories</h2>');
    expect(paintedNames(html)).toEqual(tagIndexSections(tags).categories.map((e) => e.tag.name));
    expect(paintedNames(html)).toEqual(['Dessert', 'Breakfast', 'Lunch']);
    expect(html).toContain('<p>5 recipes</p>');
    expect(html).toMatch(
      /<head>\s*<link rel="preload" as="image" href="\/media\/demo\/dessert.svg" fetchpriority="high" \/>/,
    );
    expect(html).toContain('<img src="/media/demo/dessert.svg" alt="" fetchpriority="high" />');
  });

  it('paints the first eight only, and lets the other pictures wait for the first', () => {
    const tags = Array.from({ length: 12 }, (_, n) =>
      entry(`Tag ${n + 10}`, 1, true, `/media/demo/${n}.svg`),
    );
    const html = withBootTagIndex(SHELL, tags);
    expect(paintedNames(html)).toHaveLength(8);
    expect(html).toContain('<img src="/media/demo/0.svg" alt="" fetchpriority="high" />');
    expect(html).toContain('<img src="/media/demo/1.svg" alt="" loading="lazy" />');
  });

  it('paints the trending tags, smaller, when there are no categories', () => {
    const html = withBootTagIndex(SHELL, [entry('Spicy', 1, false)]);
    expect(html).toContain('<h2>Trending Tags</h2>');
    expect(html).toContain('<div class="boot-tag-grid">');
    expect(html).toContain('<p>1 recipe</p>');
  });

  it('paints nothing when no tag is in use: the screen says so itself', () => {
    expect(withBootTagIndex(SHELL, [entry('Unused', 0, true)])).toBe(SHELL);
    expect(withBootTagIndex(SHELL, [])).toBe(SHELL);
  });

  it('draws a tile in the tag colour without a style attribute, and keeps names and colours as text', () => {
    const bad = entry('<img src=x onerror=alert(1)>', 2, true, 'javascript:alert(1)');
    bad.tag.color = '"/><script>alert(1)</script>';
    const html = withBootTagIndex(SHELL, [bad]);
    expect(html).toContain('<svg class="boot-tag-tile"');
    expect(html).toContain('fill="&quot;/&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('style=');
    expect(html).not.toContain('rel="preload" as="image"');
  });
});
