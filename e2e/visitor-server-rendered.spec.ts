import { expect, type Page, test } from '@playwright/test';
import { openWithoutOnboarding } from './support/visitor.ts';

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
