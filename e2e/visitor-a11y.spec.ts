import AxeBuilder from '@axe-core/playwright';
import { animationsFinished } from './support/animations.ts';
import { expect, test } from './support/test.ts';
import { openWithoutOnboarding, waitForScreen } from './support/visitor.ts';

// Each test opens its own pages on the worker's server and changes nothing: they spread over the
// workers, so this long file does not leave the others idle at the end of a run.
test.describe.configure({ mode: 'parallel' });

const SCREENS: [string, string][] = [
  ['home', '/'],
  ['search', '/search?difficulty=easy'],
  ['recipe', '/recipe/baked-feta-pasta'],
  ['recipe not found', '/recipe/no-such-recipe'],
  ['tag index', '/categories'],
  ['tag page', '/tag/italian'],
  ['tag not found', '/tag/no-such-tag'],
  ['sitewide explore', '/explore'],
  ['tag explore', '/category-explore/dessert'],
  ['saved recipes (empty)', '/saved'],
];

for (const [name, path] of SCREENS) {
  test(`axe finds no serious or critical violation on ${name}`, async ({ page }) => {
    await openWithoutOnboarding(page, path);
    await page.waitForLoadState('networkidle');
    await animationsFinished(page);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      );
    expect(serious).toEqual([]);
  });
}

test('axe finds no serious or critical violation in the onboarding modal and share dialog', async ({
  page,
}) => {
  await page.goto('/');
  // Onboarding opens 1 s after the home screen has hydrated.
  await waitForScreen(page);
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 3000 });
  const onboarding = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(onboarding.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.goto('/recipe/baked-feta-pasta');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  // The share dialog's code loads on the first tap.
  await expect(page.getByRole('dialog', { name: 'Share this recipe' })).toBeVisible();
  const share = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(share.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('axe finds no serious or critical violation in cook mode, with a step, its ingredients and a timer', async ({
  page,
}) => {
  await openWithoutOnboarding(page, '/recipe/baked-feta-pasta');
  await page.getByRole('button', { name: 'Cook mode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cook mode' });
  for (let step = 1; step < 4; step++) await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Start timer (10 min)' }).click();
  await expect(dialog.getByRole('timer')).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'For this step' })).toBeVisible();
  const cookMode = await new AxeBuilder({ page }).include('dialog').analyze();
  expect(cookMode.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
