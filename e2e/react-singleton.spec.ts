import { expect, type Page, test } from './support/test.ts';

/** Which React copies the federation runtime has loaded, as `version@provider`. */
const loadedReactCopies = (page: Page) =>
  page.evaluate(() => {
    const shareScopes = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, unknown> } })
      .__FEDERATION__.__SHARE__ as Record<
      string,
      { default?: { react?: Record<string, { loaded?: boolean; from: string }> } }
    >;
    const copies = new Set<string>();
    for (const scope of Object.values(shareScopes)) {
      for (const [version, info] of Object.entries(scope.default?.react ?? {})) {
        if (info.loaded) copies.add(`${version}@${info.from}`);
      }
    }
    return [...copies];
  });

test('React is loaded once per page, by the shell, however many remotes render', async ({ page }) => {
  // Every react-dom that starts registers itself with this hook, as it would with the DevTools.
  await page.addInitScript(() => {
    const renderers = new Map();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        inject: (renderer: unknown) => renderers.set(renderers.size + 1, renderer),
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  const rendererCount = () =>
    page.evaluate(
      () =>
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
          .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    );

  // The onboarding modal would cover the cards after 1 s on a first visit.
  await page.addInitScript(() => localStorage.setItem('category_preferences_set', 'true'));
  await page.goto('/');
  // The home page renders mf-feed, which renders mf-recipe's cards: three containers on one page.
  await expect(page.getByTestId('recipe-card').first()).toBeVisible();
  const onHome = await loadedReactCopies(page);
  expect(onHome).toHaveLength(1);
  expect(onHome[0]).toMatch(/^19\.\d+\.\d+@shell$/);
  expect(await rendererCount()).toBe(1);

  await page.getByTestId('recipe-card').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await loadedReactCopies(page)).toEqual(onHome);
  expect(await rendererCount()).toBe(1);
});
