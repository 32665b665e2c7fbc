import type { Recipe } from '@viral/domain';
import { expect, test } from './support/test.ts';
import { openWithoutOnboarding } from './support/visitor.ts';

// Popular is the last 24 hours' top 8 by views. Other tests open recipes too, each browser one
// visitor; 20 visitors is more than any of them gives one recipe, so the viewed recipe must lead.
const VISITORS = 20;

test('a recipe many visitors viewed just now leads the home page’s Popular section', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  // The demo recipe with the fewest views in all (50; the next has 540), so the same one on both
  // screen sizes, far from Popular until its views of the last day lift it.
  const search = await request.get('/api/recipes?limit=50');
  expect(search.ok()).toBe(true);
  const { items } = (await search.json()) as { items: Recipe[] };
  const target = items.toSorted((a, b) => a.recipe_stats.views - b.recipe_stats.views)[0] as Recipe;
  for (let n = 0; n < VISITORS; n++) {
    const view = await request.post(`/api/recipes/${target.id}/view`, {
      headers: { 'X-Session-Id': `popular-${testInfo.project.name}-${n}` },
    });
    expect(view.ok()).toBe(true);
  }
  // And this browser opens it, as a visitor does.
  await openWithoutOnboarding(page, `/recipe/${target.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();

  // The server keeps Popular for up to 10 s; each try is a fresh page load.
  await expect(async () => {
    await page.goto('/');
    const first = page.getByRole('region', { name: 'Popular' }).getByTestId('recipe-card').first();
    await expect(first.getByRole('heading')).toHaveText(target.title, { timeout: 3_000 });
  }).toPass({ timeout: 25_000, intervals: [2_000, 3_000, 4_000] });
  await expect(page.getByRole('region', { name: 'Popular' }).getByTestId('recipe-card')).toHaveCount(8);
});
