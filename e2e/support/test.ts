// The specs' `test`: Playwright's own, with `baseURL` pointing at this worker's server, so specs
// running side by side never share a catalogue, a session or a counter.
import { test as base } from '@playwright/test';
import { serverUrl } from './worker-servers.ts';

export * from '@playwright/test';

export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(serverUrl(testInfo.parallelIndex));
  },
});
