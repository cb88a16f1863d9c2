import { availableParallelism } from 'node:os';
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
  // One worker more than the cores this run may use (taskset counts): a test spends part of its time waiting on
  // the network going quiet or a timer, and a third worker fills that on two cores. Pinned to one core, two.
  workers: availableParallelism() + 1,
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
    // What a failed first try showed, for a test that then passes on its retry (whose trace is of the retry):
    // taken only when a test fails, so a passing run pays nothing for it.
    screenshot: 'only-on-failure',
  },
  projects: [
    // The site studio (tests/e2e/studio/) is a desktop tool on its own dev server (studioServer.ts). Listed first,
    // its tests start first, one at a time on one worker (one dev server), beside the site's tests on the others:
    // a dev server compiles each module the first time a page asks for it, and a studio page holds its previews'
    // pages too, so its tests get more time per test and per expectation (11 s for the longest in CI). On one
    // core there is no other core to share: beside the site's tests the walk-through's stages took 42-44% of
    // their 60 s (d8ad260, `taskset -c 0`), so there they wait for the site's tests and run alone.
    {
      name: 'studio',
      testMatch: 'studio/**/*.spec.ts',
      dependencies: availableParallelism() < 2 ? ['desktop', 'phone'] : [],
      workers: 1,
      timeout: 60_000,
      expect: { timeout: 15_000 },
      use: { viewport: { width: 1366, height: 900 } },
    },
    // firstScreen sets each test's viewport itself, every width from 320 to 1366 px, so it runs in the phone project only.
    { name: 'desktop', use: { viewport: { width: 1366, height: 900 } }, testIgnore: ['studio/**', 'leads/**', 'firstScreen.spec.ts'] },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, testIgnore: ['studio/**', 'leads/**'] },
    // A funnel whose form delivers (docs/leads.md), on a site of its own: built once by the setup project (one
    // `npm run build`), then served by its real worker and a real D1 database in workerd (Miniflare), one
    // worker, at a phone's width (a lead is sent from a phone). The demos' build has no such funnel.
    { name: 'leads-site', testMatch: 'leads/leadsSite.setup.ts', timeout: 240_000 },
    {
      name: 'leads',
      testMatch: 'leads/*.spec.ts',
      dependencies: ['leads-site'],
      workers: 1,
      fullyParallel: false,
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
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
