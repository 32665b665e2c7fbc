import { expect, test } from './support/test.ts';
import { openRecipe, openWithoutOnboarding } from './support/visitor.ts';

const SLUG = 'marry-me-chicken';

test('recipe page: every panel, local step checkboxes, similar and trending, view recorded', async ({
  page,
  request,
}) => {
  const before = await (await request.get(`/api/recipes/${SLUG}`)).json();
  const viewed = page.waitForRequest(
    (req) => req.method() === 'POST' && req.url().endsWith(`/api/recipes/${before.id}/view`),
  );
  await openWithoutOnboarding(page, `/recipe/${SLUG}`);
  const view = await viewed;
  expect(view.headers()['x-session-id']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: before.title })).toBeVisible();
  await expect(page.getByText('VIRAL').first()).toBeVisible();
  for (const name of [
    'Ingredients',
    'Instructions',
    'Nutrition',
    'Viral Stats',
    'Similar Recipes',
    'Trending for You',
  ]) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Tags' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/tag\//,
  );
  const step = page.getByRole('checkbox', { name: 'Step 1 done' });
  await step.check();
  await expect(step).toBeChecked();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Step 1 done' })).not.toBeChecked();
  await expect(
    page.getByRole('region', { name: 'Similar Recipes' }).getByTestId('recipe-card').first(),
  ).toBeVisible();
  const trending = page.getByRole('region', { name: 'Trending for You' }).getByTestId('recipe-card');
  await expect(trending).toHaveCount(4);
  for (const href of await trending.evaluateAll((cards) => cards.map((card) => card.getAttribute('href')))) {
    expect(href).not.toBe(`/recipe/${SLUG}`);
  }
  await expect
    .poll(async () => (await (await request.get(`/api/recipes/${SLUG}`)).json()).recipe_stats.views)
    .toBeGreaterThan(before.recipe_stats.views);
});

test('like moves the count by one and back; the button is disabled while pending', async ({ page }) => {
  await openRecipe(page, SLUG);
  const like = page.getByRole('button', { name: /^Like, / });
  const count = Number(await like.getAttribute('data-likes'));
  // The first like's answer is held until the test has seen the button disabled.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/like', async (route) => {
    await answered;
    await route.continue();
  });
  await like.click();
  await expect(like).toBeDisabled();
  answer();
  await expect(like).toBeEnabled();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('data-likes', String(count + 1));
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveAttribute('data-likes', String(count));
});

test('share dialog: social, mailto and sms carry the message; copy shows the toast and closes', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
  await openRecipe(page, SLUG);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const share = page.getByRole('button', { name: 'Share', exact: true });
  await share.click();
  const dialog = page.getByRole('dialog', { name: 'Share this recipe' });
  await expect(dialog).toBeVisible();
  const host = new URL(baseURL ?? '').host;
  const message = `Check out this viral recipe: ${title} - Found on ${host}!`;
  const mail = decodeURIComponent(
    (await dialog.getByRole('link', { name: 'Email' }).getAttribute('href')) ?? '',
  );
  expect(mail).toContain(`subject=Viral Recipe: ${title}`);
  expect(mail).toContain(message);
  expect(
    decodeURIComponent((await dialog.getByRole('link', { name: 'SMS' }).getAttribute('href')) ?? ''),
  ).toContain(message);
  expect(
    decodeURIComponent((await dialog.getByRole('link', { name: 'X (Twitter)' }).getAttribute('href')) ?? ''),
  ).toContain(message);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(share).toBeFocused();
  await share.click();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Recipe link copied to clipboard!')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/recipe/${SLUG}`);
});

test('a broken recipe image shows a tidy fallback, never a broken-image icon', async ({ page }) => {
  await page.route(`**/media/demo/${SLUG}.svg`, (route) => route.fulfill({ status: 404, body: '' }));
  await openWithoutOnboarding(page, `/recipe/${SLUG}`);
  const hero = page.getByRole('img', { name: 'Marry Me Chicken' }).first();
  await expect(hero).toBeVisible();
  await expect(hero).toHaveAttribute('role', 'img');
  expect(await hero.evaluate((element) => element.tagName)).toBe('DIV');
});

test('the server sends the recipe title, Open Graph tags and JSON-LD', async ({ request }) => {
  const html = await (await request.get(`/recipe/${SLUG}`)).text();
  expect(html).toContain('<title>Marry Me Chicken | Viral Recipes</title>');
  expect(html).toContain('<meta property="og:title" content="Marry Me Chicken" />');
  expect(html).toContain('"@type":"Recipe"');
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /admin');
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/recipe/${SLUG}</loc>`);
});

test('each step shows its time and oven temperature where the recipe has them', async ({ page }) => {
  await openWithoutOnboarding(page, '/recipe/baked-feta-pasta');
  const steps = page.getByRole('region', { name: 'Instructions' }).getByRole('listitem');
  await expect(steps.first().getByTestId('step-facts')).toHaveText('200°C / 400°F');
  await expect(steps.getByTestId('step-facts').filter({ hasText: '35 min' })).toBeVisible();
});

test('printed, the recipe page keeps the recipe and drops the site frame, widgets and buttons', async ({
  page,
}) => {
  await openWithoutOnboarding(page, `/recipe/${SLUG}`);
  await expect(page.getByRole('heading', { name: 'Trending for You' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const name of ['Ingredients', 'Instructions', 'Nutrition']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('banner').first()).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: /like/i })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Share' })).toBeHidden();
  for (const name of ['Viral Stats', 'Similar Recipes', 'Trending for You']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeHidden();
  }
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
});

test('the cook scales the servings and switches units; the units are remembered, the servings are not', async ({
  page,
}) => {
  await openRecipe(page, SLUG);
  const ingredients = page.getByRole('region', { name: 'Ingredients' });
  const line = (name: string) => ingredients.getByRole('listitem').filter({ hasText: name });
  await expect(line('Chicken Breasts')).toContainText('700 g');
  await ingredients.getByRole('button', { name: 'Fewer servings' }).click();
  await ingredients.getByRole('button', { name: 'Fewer servings' }).click();
  await expect(ingredients.getByRole('status')).toHaveText('2 servings');
  await expect(line('Chicken Breasts')).toContainText('350 g');
  await expect(line('Flour')).toContainText('1 tbsp');
  await expect(line('Garlic')).toContainText('2 cloves');
  await expect(line('Tomatoes')).toContainText('¼ cup');

  await ingredients.getByText('US', { exact: true }).click();
  await expect(line('Chicken Breasts')).toContainText('12½ oz');
  await page.reload();
  await expect(ingredients.getByRole('radio', { name: 'US' })).toBeChecked();
  await expect(ingredients.getByRole('status')).toHaveText('4 servings');
  await expect(line('Chicken Breasts')).toContainText('1½ lb');
});

test('a visitor saves a recipe, finds it under Saved, and takes it off again', async ({ page }) => {
  await openRecipe(page, SLUG);
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('link', { name: 'Saved recipes' }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page).toHaveTitle(/Saved Recipes/);
  const card = page.getByTestId('recipe-card').filter({ hasText: title ?? '' });
  await expect(card).toBeVisible();

  await card.click();
  await page.getByRole('button', { name: 'Saved', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.getByRole('link', { name: 'Saved recipes' }).click();
  await expect(page.getByRole('heading', { name: 'No saved recipes yet' })).toBeVisible();
});
