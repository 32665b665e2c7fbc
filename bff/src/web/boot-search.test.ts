import { MEDIA_SIZES, type Recipe, type RecipePage } from '@viral/domain';
import { makeRecipe } from '@viral/domain/testing';
import { describe, expect, it } from 'vitest';
import { withBootSearch } from './boot-search.ts';

const SHELL = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
const page = (items: Recipe[], total = items.length): RecipePage => ({
  items,
  total,
  total_capped: false,
  next_cursor: null,
});
const dataOf = (html: string) =>
  JSON.parse(
    html.match(/<script type="application\/json" id="boot-screen-data">(.*?)<\/script>/)?.[1] ?? 'null',
  );
const cardsOf = (html: string) => html.match(/<div class="boot-card">/g)?.length ?? 0;

describe('the search screen painted in the HTML', () => {
  const recipes = ['Cloud Bread', 'Baked Feta Pasta', 'Birria Tacos', 'Dalgona Coffee', 'Pesto Eggs'].map(
    (title, n) => makeRecipe({ id: `id-${n}`, slug: `r-${n}`, title, image_url: `/media/demo/r-${n}.svg` }),
  );

  it('paints the title, the empty search box and the first four result cards, and preloads the first photo', () => {
    const html = withBootSearch(SHELL, '', page(recipes, 1234), '/search');
    expect(html).toMatch(/<body>\s*<div id="boot-screen" class="boot-page" aria-hidden="true">/);
    expect(html).toContain('<h1>Discover Recipes</h1>');
    expect(html).toContain('<span>Search viral recipes, ingredients, tags...</span>');
    expect(html).not.toContain('boot-chips');
    expect(html).toContain('<p class="boot-found">Found 1,234 viral recipes</p>');
    expect(cardsOf(html)).toBe(4);
    expect(html).toContain('<h3>Cloud Bread</h3>');
    expect(html).not.toContain('Pesto Eggs');
    expect(html).toMatch(
      /<head>\s*<link rel="preload" as="image" href="\/media\/demo\/r-0.svg" fetchpriority="high" \/>/,
    );
    // A phone's first screen shows two cards: the other photos load once laid out in view.
    expect(html).toContain('<img src="/media/demo/r-1.svg" alt="" />');
    expect(html).toContain('<img src="/media/demo/r-2.svg" alt="" loading="lazy" />');
    expect(dataOf(html)).toEqual({
      path: '/search',
      items: [{ id: 'id-0' }, { id: 'id-1' }, { id: 'id-2' }, { id: 'id-3' }],
    });
  });

  it('shows the text as typed in the box and its chip, and counts one recipe in the singular', () => {
    const html = withBootSearch(SHELL, ' pasta', page(recipes.slice(1, 2)), '/search');
    expect(html).toContain('<div class="boot-search"><i></i><span> pasta</span></div>');
    expect(html).toContain('<li class="boot-chip"><span>" pasta"<i></i></span></li>');
    expect(html).toContain('<p class="boot-found">Found 1 viral recipe</p>');
    expect(cardsOf(html)).toBe(1);
  });

  it('says "1,000+" past the counted maximum', () => {
    const html = withBootSearch(SHELL, '', { ...page(recipes, 1000), total_capped: true }, '/search');
    expect(html).toContain('<p class="boot-found">Found 1,000+ viral recipes</p>');
  });

  it('paints a stored photo in every format at the card sizes', () => {
    const hash = 'a'.repeat(64);
    const image = {
      hash,
      widths: [320, 640],
      width: 800,
      height: 600,
      placeholder: 'data:,',
      color: '#123456',
    };
    const html = withBootSearch(SHELL, '', page([makeRecipe({ title: 'Stored', image })]), '/search');
    expect(html).toContain(
      `<source type="image/avif" srcset="/media/${hash}/320.avif 320w, /media/${hash}/640.avif 640w" sizes="${MEDIA_SIZES.card}" />`,
    );
    expect(html).toContain(`imagesrcset="/media/${hash}/320.avif 320w, /media/${hash}/640.avif 640w"`);
  });

  it('paints a tile for a recipe without a photo it may show', () => {
    const html = withBootSearch(
      SHELL,
      '',
      page([makeRecipe({ image_url: 'javascript:alert(1)' })]),
      '/search',
    );
    expect(html).toContain('<div class="boot-tile"></div>');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('rel="preload" as="image"');
  });

  it('paints nothing for an empty result: the screen says so itself', () => {
    expect(withBootSearch(SHELL, 'nothing', page([]), '/search')).toBe(SHELL);
  });

  it('never lets the text or a recipe become markup or end the data', () => {
    const text = `"><script>alert(1)</script><!-- &amp; '`;
    const html = withBootSearch(
      SHELL,
      text,
      page([
        makeRecipe({ id: '</script>', title: '<img src=x onerror=alert(1)>', description: '<b>"bold"</b>' }),
      ]),
      '/search',
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<!--');
    expect(html).toContain(
      '<span>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &amp;amp; &#39;</span>',
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(dataOf(html).items).toEqual([{ id: '</script>' }]);
  });
});
