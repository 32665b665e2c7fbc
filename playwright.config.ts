import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './config/chromium.ts';
// Names the run's database template here, in the runner, so its servers and workers share the name.
import './e2e/support/data-template.ts';
import { serverUrl, workerCount } from './e2e/support/worker-servers.ts';

/** Debian's Chromium where it exists (Playwright cannot download browsers here), else Playwright's own. */
const launchOptions = {
  ...(existsSync(CHROMIUM_PATH) && { executablePath: CHROMIUM_PATH }),
  args: CHROMIUM_FLAGS,
};

export default defineConfig({
  testDir: 'e2e',
  // Three workers, their servers and their browsers share the 2 cores.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Each worker has its own server (e2e/support/test.ts), so spec files run side by side.
  workers: workerCount,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: { baseURL: serverUrl(0), trace: 'retain-on-failure', launchOptions },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      // Checks that do not depend on the screen size run once, at the desktop size.
      testIgnore: ['admin-a11y.spec.ts', 'content-security-policy.spec.ts'],
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  // One command starts every worker's server side by side; separate entries would start one by one.
  webServer: {
    command: 'node e2e/support/serve-worker-servers.ts',
    wait: { stdout: /end-to-end servers ready/ },
    reuseExistingServer: false,
    // Servers start side by side on a busy machine.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
  },
});
