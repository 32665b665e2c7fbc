import { expect, type Page, test } from './support/test.ts';
import { openWithoutOnboarding, waitForScreen } from './support/visitor.ts';

// Each test opens its own pages on the worker's server and changes nothing: they spread over the
// workers, so this long file does not leave the others idle at the end of a run.
test.describe.configure({ mode: 'parallel' });

const SLUG = 'baked-feta-pasta';
const TITLE = 'Baked Feta Pasta';

/** Text as React writes it into HTML. */
const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** Every console error and warning (React reports a hydration mismatch there) and every uncaught error. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('the recipe page HTML holds the screen React rendered: heading, ingredients and steps', async ({
  request,
}) => {
  const recipe = await (await request.get(`/api/recipes/${SLUG}`)).json();
  const response = await request.get(`/recipe/${SLUG}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root" data-server-rendered="">'));
  expect(root).toContain(`>${TITLE}</h1>`);
  expect(root).toContain('id="ingredients-heading"');
  expect(root).toContain(asHtml(recipe.ingredients[0].name));
  expect(root).toContain(asHtml(recipe.instructions[0].description));
  // The screen itself, visible to readers: no hand-written copy above it.
  expect(html).not.toContain('boot-recipe-photo');
});

test('with no script at all, the recipe shows: photo, title, ingredients', async ({ page }) => {
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto(`/recipe/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('img', { name: TITLE }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ingredients', exact: true })).toBeVisible();
});

test('the recipe page hydrates without a warning or error and does not ask for the recipe again', async ({
  page,
}) => {
  const problems = collectProblems(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/recipes/${SLUG}`) asked.push(request.url());
  });
  await openWithoutOnboarding(page, `/recipe/${SLUG}`);
  // Hydrated: the reads the server did not make arrive, and the buttons work.
  await expect(
    page.getByRole('region', { name: 'Similar Recipes' }).getByTestId('recipe-card').first(),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Share/ }).click();
  await expect(page.getByRole('dialog', { name: 'Share this recipe' })).toBeVisible();
  expect(problems).toEqual([]);
  expect(asked).toEqual([]);
});

test('units remembered in this browser show after a clean hydration', async ({ page }) => {
  const problems = collectProblems(page);
  await page.addInitScript(() => localStorage.setItem('viral_measure_system', JSON.stringify('metric')));
  await openWithoutOnboarding(page, `/recipe/${SLUG}`);
  await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked();
  expect(problems).toEqual([]);
});

/** Every public page, what its HTML must hold before any script, and the status it answers with. */
const PUBLIC_PAGES: { path: string; status: number; heading: RegExp; holds: RegExp[] }[] = [
  {
    path: '/',
    status: 200,
    heading: /can't stop making/,
    holds: [/Trending Today/, /href="\/recipe\//, /<img /],
  },
  { path: '/search', status: 200, heading: /^Discover/, holds: [/Found <!-- -->\d+/, /href="\/recipe\//] },
  {
    path: '/search?q=pasta',
    status: 200,
    heading: /^Discover/,
    holds: [/value="pasta"/, /href="\/recipe\//],
  },
  {
    path: '/search?q=feta&difficulty=easy',
    status: 200,
    heading: /^Discover/,
    holds: [/Baked Feta Pasta/, /data-testid="filter-count"/],
  },
  {
    path: '/categories',
    status: 200,
    heading: /Viral/,
    holds: [/All Tags/, /href="\/tag\/italian"/, /<img /],
  },
  { path: '/tag/italian', status: 200, heading: /#Italian/, holds: [/href="\/recipe\//, /<img /] },
  { path: '/category/italian', status: 200, heading: /#Italian/, holds: [/href="\/recipe\//] },
  { path: '/explore', status: 200, heading: /^Explore$/, holds: [/data-testid="feed-item"/, /<img /] },
  {
    path: '/category-explore/dessert',
    status: 200,
    heading: /Explore #Dessert/,
    holds: [/data-testid="feed-item"/],
  },
  { path: '/saved', status: 200, heading: /^Saved Recipes$/, holds: [/the latest first/] },
  {
    path: `/recipe/${SLUG}`,
    status: 200,
    heading: new RegExp(`^${TITLE}$`),
    holds: [/Ingredients/, /<img /],
  },
  { path: '/no-such-page', status: 404, heading: /^Page Not Found$/, holds: [/href="\/"/] },
  { path: '/recipe/no-such-recipe', status: 404, heading: /Recipe Not Found/, holds: [] },
  { path: '/tag/no-such-tag', status: 404, heading: /^Tag Not Found$/, holds: [] },
];

for (const { path, status, heading, holds } of PUBLIC_PAGES) {
  test(`${path}: the HTML holds the screen React rendered, and the page hydrates without a warning or error`, async ({
    page,
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(status);
    const html = await response.text();
    const root = html.slice(html.indexOf('<div id="root" data-server-rendered="">'));
    expect(root).toContain('<header');
    for (const pattern of holds) expect(root).toMatch(pattern);

    // With no script at all, the screen is there, readable.
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
    await page.unroute(/\.js$/);

    const problems = collectProblems(page);
    await openWithoutOnboarding(page, path);
    await waitForScreen(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
    // What the screen asks for after hydration arrives and renders too.
    await page.waitForLoadState('networkidle');
    // The browser reports the page's own 404 answer; that is the page being honest, not a problem.
    const reported = problems.filter((text) => !(status === 404 && /status of 404/.test(text)));
    expect(reported).toEqual([]);
  });
}
