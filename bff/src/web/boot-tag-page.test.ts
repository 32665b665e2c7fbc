import type { Recipe, RecipePage, RelatedTag } from '@viral/domain';
import { makeRecipe, makeTag } from '@viral/domain/testing';
import { describe, expect, it } from 'vitest';
import { type TagPageTag, withBootTagPage } from './boot-tag-page.ts';

const SHELL = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
const page = (items: Recipe[]): RecipePage => ({
  items,
  total: items.length,
  total_capped: false,
  next_cursor: null,
});
const tag = (fields: Partial<TagPageTag> = {}): TagPageTag => ({
  ...makeTag('Italian', true),
  usage_count: 12,
  image_url: '/media/demo/italian.svg',
  ...fields,
});
const related = (name: string): RelatedTag => ({ tag: makeTag(name), co_occurrences: 2 });
const recipes = ['Baked Feta Pasta', 'Spicy Vodka Rigatoni', 'Tiramisu', 'Focaccia', 'Arancini'].map(
  (title, n) => makeRecipe({ id: `id-${n}`, slug: `r-${n}`, title, image_url: `/media/demo/r-${n}.svg` }),
);
const dataOf = (html: string) =>
  JSON.parse(
    html.match(/<script type="application\/json" id="boot-screen-data">(.*?)<\/script>/)?.[1] ?? 'null',
  );

describe('a tag page painted in the HTML', () => {
  it('paints the header, the related tags, the heading and the first four recipes, and preloads the tag picture', () => {
    const html = withBootTagPage(
      SHELL,
      { tag: tag(), related: [related('Pasta'), related('Cheesy')], recipes: page(recipes) },
      '/tag/italian',
    );
    expect(html).toMatch(/<body>\s*<div id="boot-screen" class="boot-page" aria-hidden="true">/);
    expect(html).toContain('<h1>#Italian</h1><span class="boot-category">Category</span>');
    expect(html).toContain('<p class="boot-tag-count">12 viral recipes</p>');
    expect(html).toContain('<p class="boot-tag-description">All about Italian</p>');
    expect(html).toContain('Explore #Italian');
    expect([...html.matchAll(/<li><span>.*?#(\w+)<\/span><\/li>/g)].map((m) => m[1])).toEqual([
      'Pasta',
      'Cheesy',
    ]);
    expect(html).toContain('<h2>#Italian Recipes</h2>');
    expect([...html.matchAll(/<h3>(.*?)<\/h3>/g)].map((m) => m[1])).toEqual(
      recipes.slice(0, 4).map((r) => r.title),
    );
    expect(html).toMatch(
      /<head>\s*<link rel="preload" as="image" href="\/media\/demo\/italian.svg" fetchpriority="high" \/>/,
    );
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(2);
    expect(html).toContain('<img src="/media/demo/r-0.svg" alt="" />');
    expect(dataOf(html)).toEqual({
      path: '/tag/italian',
      items: [{ id: 'id-0' }, { id: 'id-1' }, { id: 'id-2' }, { id: 'id-3' }],
    });
  });

  it('shows its first recipe’s photo in the header when the tag has no picture, and no badge for a plain tag', () => {
    const html = withBootTagPage(
      SHELL,
      {
        tag: tag({ image_url: null, is_category: false, description: null }),
        related: [],
        recipes: page(recipes),
      },
      '/tag/italian',
    );
    expect(html).toContain('<div class="boot-tag-shade">');
    expect(html).toMatch(
      /<svg class="boot-tag-colour"[^>]*><rect [^>]*\/><\/svg><img src="\/media\/demo\/r-0.svg"/,
    );
    expect(html).not.toContain('boot-category');
    expect(html).not.toContain('boot-tag-description');
    expect(html).not.toContain('boot-related');
    expect(html).toContain('<p class="boot-tag-count">12 viral recipes</p>');
  });

  it('paints nothing for a tag without recipes: the screen says so itself', () => {
    expect(withBootTagPage(SHELL, { tag: tag(), related: [], recipes: page([]) }, '/tag/italian')).toBe(
      SHELL,
    );
  });

  it('keeps names, descriptions and colours as text, with no style attribute', () => {
    const odd = '"><script>alert(1)</script>';
    const html = withBootTagPage(
      SHELL,
      {
        tag: tag({ name: odd, description: odd, color: odd, image_url: 'javascript:alert(1)' }),
        related: [{ tag: { ...makeTag('x'), name: odd, color: odd }, co_occurrences: 1 }],
        recipes: page([makeRecipe({ title: odd, image_url: null })]),
      },
      '/tag/x',
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('style=');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
