import { defineConfig } from '@playwright/test';
import { chromeLaunchOptions } from './tests/e2e/chromeLaunchOptions.ts';

const PORT = 4173;
const isCI = process.env.CI !== undefined && process.env.CI !== '';
/** Point the suite at a site that is already running (another build, a deploy) instead of `npm run preview`. */
const externalBaseUrl = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${PORT}`,
    launchOptions: chromeLaunchOptions(),
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
  ],
  // Tests run against the production build, served the way `npm run preview` serves it.
  webServer:
    externalBaseUrl === undefined
      ? {
          command: `npm run preview -- --host 127.0.0.1`,
          url: `http://127.0.0.1:${PORT}`,
          reuseExistingServer: !isCI,
          timeout: 60_000,
        }
      : undefined,
});
