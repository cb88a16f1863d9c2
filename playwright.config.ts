import { defineConfig } from '@playwright/test';
import { chromeLaunchOptions } from './tests/e2e/chromeLaunchOptions.ts';

/** Another port lets two checkouts run their suites side by side (`E2E_PORT=4300 npm run test:e2e`). */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const isCI = process.env.CI !== undefined && process.env.CI !== '';
/** Point the suite at a site that is already running (another build, a deploy) instead of `npm run preview`. */
const externalBaseUrl = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  // Durations on record: `npm run test:slowest` reads the JSON to list the tests closest to their timeout.
  reporter: [['list'], ['json', { outputFile: 'reports/e2e-results.json' }]],
  timeout: 30_000,
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${PORT}`,
    launchOptions: chromeLaunchOptions(),
    // Recording a trace costs every test its DOM snapshots and screencast, kept or not: 15% of the wall time of
    // 44 desktop tests on one core (252-267 s with `retain-on-failure`, 216-221 s without, two runs each). CI
    // retries a failure once and traces that retry; a local run, which does not retry, keeps a failure's trace.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1366, height: 900 } }, testIgnore: 'studio/**' },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, testIgnore: 'studio/**' },
    // The funnel studio (tests/e2e/studio/) is a desktop tool on its own dev server (studioServer.ts). It runs
    // once the site's tests are done, in one worker, so its dev server has the cores to itself (two workers with
    // two dev servers took a preview test from 14 to 33 s), and with more time per test and per expectation: a
    // dev server compiles each module the first time a page asks for it, and a studio page holds its previews'
    // pages too (14 s for the longest test on an idle machine of this kind).
    {
      name: 'studio',
      testMatch: 'studio/**/*.spec.ts',
      dependencies: ['desktop', 'phone'],
      workers: 1,
      timeout: 60_000,
      expect: { timeout: 15_000 },
      use: { viewport: { width: 1366, height: 900 } },
    },
  ],
  // Tests run against the production build, served the way `npm run preview` serves it.
  webServer:
    externalBaseUrl === undefined
      ? {
          command: `npx vite preview --host 127.0.0.1 --port ${String(PORT)} --strictPort`,
          url: `http://127.0.0.1:${PORT}`,
          reuseExistingServer: !isCI,
          timeout: 60_000,
        }
      : undefined,
});
