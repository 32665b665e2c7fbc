import { expect, type Response, test } from './support/test.ts';

// The build writes each script compressed at brotli's highest quality; the browser gets that file,
// not one compressed per request.

test('a screen’s scripts reach the browser as the brotli files the build wrote', async ({
  page,
  baseURL,
}) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === new URL(baseURL ?? '').origin && url.pathname.endsWith('.js')) scripts.push(response);
  });
  await page.goto('/tag/italian');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  expect(scripts.length).toBeGreaterThan(1);
  for (const script of scripts) {
    const { pathname } = new URL(script.url());
    expect(await script.headerValue('content-encoding'), pathname).toBe('br');
    await script.finished();
    const { responseBodySize } = await script.request().sizes();
    const file = await page.request.get(`${pathname}.br`);
    expect(file.ok(), `${pathname}.br`).toBe(true);
    expect(responseBodySize, pathname).toBe((await file.body()).byteLength);
  }
});
