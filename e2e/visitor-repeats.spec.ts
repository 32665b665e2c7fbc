import { expect, type Page, test } from './support/test.ts';
import { isPhone, openWithoutOnboarding } from './support/visitor.ts';

/** The recipe links of a page's section, by its heading. */
async function cardsIn(page: Page, heading: string, count: number) {
  const section = page.getByRole('region', { name: heading });
  const cards = section.getByTestId('recipe-card');
  await expect(cards).toHaveCount(count);
  return cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

test('no recipe shows twice on Home or on a recipe page, and each section keeps its size', async ({
  page,
}, testInfo) => {
  if (!isPhone(testInfo)) await page.setViewportSize({ width: 1366, height: 900 });
  await openWithoutOnboarding(page, '/');
  const trendingToday = await cardsIn(page, 'Trending Today', 3);
  const popular = await cardsIn(page, 'Popular', 8);
  expect(popular.filter((href) => trendingToday.includes(href))).toEqual([]);

  await page.goto('/recipe/crispy-salmon-rice-bowl');
  const similar = await cardsIn(page, 'Similar Recipes', 4);
  const trendingForYou = await cardsIn(page, 'Trending for You', 4);
  expect(trendingForYou.filter((href) => similar.includes(href))).toEqual([]);
  expect([...similar, ...trendingForYou]).not.toContain('/recipe/crispy-salmon-rice-bowl');
});
