import path from 'node:path';

/** The project's own wrangler (a dev dependency), started with Node directly: no npx lookup, no download. */
export const WRANGLER = path.resolve(import.meta.dirname, '../../node_modules/wrangler/bin/wrangler.js');

/** What every wrangler the project starts is told: no telemetry, no banner (it checks for updates), no colour in what it prints. */
export const QUIET_WRANGLER_ENV: Readonly<Record<string, string>> = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  NO_COLOR: '1',
  FORCE_COLOR: '0',
};
