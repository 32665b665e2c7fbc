import { expect, type Locator, type Page, test } from './support/test.ts';
import { openWithoutOnboarding } from './support/visitor.ts';

const MAIN_SCRIPT = /\/main\.[0-9a-f]+\.js$/;
type Box = { x: number; y: number; width: number; height: number } | null;

/**
 * Opens `path` with the shell's script blocked (what the HTML paints before any script runs), then
 * with it, on the same HTML: each painted part must be where the screen draws its own, with its text.
 */
async function expectPaintedAsShown(
  page: Page,
  path: string,
  parts: Record<string, { painted: string; shown: (page: Page) => Locator; sameText?: boolean }>,
) {
  const answer = await page.request.get(path);
  const headers = Object.fromEntries(
    Object.entries(answer.headers()).filter(([name]) => !/^content-(encoding|length)$/.test(name)),
  );
  const body = await answer.text();
  await page.route(
    (url) => `${url.pathname}${url.search}` === path,
    (route) => route.fulfill({ status: 200, headers, body }),
  );
  await page.route(MAIN_SCRIPT, (route) => route.abort());
  await page.goto(path);
  const paintedPhoto = page.locator('#boot-screen img').first();
  await expect
    .poll(() => paintedPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const painted: Record<string, { box: Box; text: string }> = {};
  for (const [name, part] of Object.entries(parts)) {
    const element = page.locator(`#boot-screen ${part.painted}`).first();
    await expect(element, name).toBeVisible();
    painted[name] = { box: await element.boundingBox(), text: ((await element.textContent()) ?? '').trim() };
  }
  await page.unroute(MAIN_SCRIPT);

  await openWithoutOnboarding(page, path);
  await expect(page.locator('#boot-screen')).toHaveCount(0);
  for (const [name, part] of Object.entries(parts)) {
    const element = part.shown(page);
    const shown = await element.boundingBox();
    if (part.sameText !== false) {
      const text = await element.evaluate((node) =>
        node instanceof HTMLInputElement ? node.value : (node.textContent ?? ''),
      );
      expect(text.trim(), `${name} text`).toBe(painted[name]?.text);
    }
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(
        Math.abs((shown?.[side] ?? 0) - (painted[name]?.box?.[side] ?? Number.NaN)),
        `${name} ${side}`,
      ).toBeLessThanOrEqual(2);
  }
}

const card = (page: Page, n: number) => page.getByTestId('recipe-card').nth(n);
const searchParts = {
  heading: { painted: 'h1', shown: (page: Page) => page.getByRole('heading', { level: 1 }) },
  'search box': {
    painted: '.boot-search',
    shown: (page: Page) => page.getByRole('searchbox', { name: 'Search recipes' }),
    sameText: false,
  },
  filters: {
    painted: '.boot-filter',
    shown: (page: Page) => page.getByRole('button', { name: 'Filters' }),
    sameText: false,
  },
  count: {
    painted: '.boot-found',
    shown: (page: Page) => page.getByText(/^Found [\d,]+\+? viral recipes?$/),
  },
  'first card': { painted: '.boot-card', shown: (page: Page) => card(page, 0), sameText: false },
  'first photo': { painted: '.boot-card img', shown: (page: Page) => card(page, 0).locator('img') },
  'first title': { painted: '.boot-card h3', shown: (page: Page) => card(page, 0).getByRole('heading') },
};

test('/search: the title, search box and first results paint from the HTML before any script, where the screen draws them', async ({
  page,
}) => {
  await expectPaintedAsShown(page, '/search', {
    ...searchParts,
    // At desktop size the first row holds four.
    'fourth card': {
      painted: '.boot-card:nth-child(4)',
      shown: (page: Page) => card(page, 3),
      sameText: false,
    },
  });
});

for (const text of ['pasta', 'pasta "<b>&amp;\'']) {
  test(`/search?q=${text}: the text and its results paint from the HTML, as the screen shows them`, async ({
    page,
  }) => {
    const path = `/search?q=${encodeURIComponent(text)}`;
    await expectPaintedAsShown(page, path, {
      ...searchParts,
      chip: {
        painted: '.boot-chip span',
        shown: (page: Page) => page.getByRole('button', { name: /^Remove filter "/ }),
      },
    });
    await expect(page.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue(text);
  });
}

test('/categories: the title and first category cards paint from the HTML before any script, where the screen draws them', async ({
  page,
}) => {
  const tagCard = (page: Page, n: number) => page.getByTestId('tag-card').nth(n);
  await expectPaintedAsShown(page, '/categories', {
    heading: { painted: 'h1', shown: (page: Page) => page.getByRole('heading', { level: 1 }) },
    section: {
      painted: '.boot-tag-section h2',
      shown: (page: Page) => page.getByRole('heading', { name: 'Main Categories' }),
    },
    'first card': { painted: '.boot-tag-card', shown: (page: Page) => tagCard(page, 0), sameText: false },
    'first picture': {
      painted: '.boot-tag-card img',
      shown: (page: Page) => tagCard(page, 0).locator('img'),
      sameText: false,
    },
    'first name': { painted: '.boot-tag-text p', shown: (page: Page) => tagCard(page, 0).getByText(/^#/) },
    'fourth card': {
      painted: '.boot-tag-card:nth-child(4)',
      shown: (page: Page) => tagCard(page, 3),
      sameText: false,
    },
  });
});

test('/tag/italian: the header, related tags and first recipes paint from the HTML before any script, where the screen draws them', async ({
  page,
}) => {
  const header = (page: Page) => page.getByRole('main').locator('header');
  await expectPaintedAsShown(page, '/tag/italian', {
    header: { painted: '.boot-tag-header', shown: header, sameText: false },
    'header picture': {
      painted: '.boot-tag-header > img',
      shown: (page: Page) => header(page).locator('img'),
    },
    heading: {
      painted: '.boot-tag-title h1',
      shown: (page: Page) => page.getByRole('heading', { level: 1 }),
    },
    explore: {
      painted: '.boot-explore:visible',
      // The link at desktop size, the button that opens the explore sheet on a phone.
      shown: (page: Page) =>
        header(page)
          .getByRole('link', { name: 'Explore Category' })
          .or(header(page).getByRole('button', { name: /^Explore #/ })),
    },
    'first related tag': {
      painted: '.boot-related li span',
      shown: (page: Page) =>
        page.getByRole('region', { name: 'Related Viral Tags' }).getByRole('link').first(),
    },
    'recipes heading': {
      painted: '.boot-tag-recipes h2',
      shown: (page: Page) => page.getByRole('heading', { level: 2, name: /Recipes$/ }),
    },
    'first card': { painted: '.boot-card', shown: (page: Page) => card(page, 0), sameText: false },
    'first photo': { painted: '.boot-card img', shown: (page: Page) => card(page, 0).locator('img') },
    'first title': { painted: '.boot-card h3', shown: (page: Page) => card(page, 0).getByRole('heading') },
  });
});
