/**
 * The dev tools (the /__machines page, the BroadcastChannel, ?inspect) hang
 * off import.meta.env.DEV; the production build must drop them all. Read from
 * the build `npm test` has just made (this was a unit test that made a client
 * build of its own, the same one).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { builtFiles, DIST, expectBuilt } from './builtSite.ts';

expectBuilt();

it('leaves the dev tools out of the production build', () => {
  const files = builtFiles().filter((file) => /\.(js|html|css)$/.test(file));
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  for (const needle of ['statelyai', 'partysocket', 'BroadcastChannel', '__machines', 'funnel-machines']) {
    const found = files.filter((file) => readFileSync(path.join(DIST, file), 'utf8').includes(needle));
    expect(found, `"${needle}" is in the production build`).toEqual([]);
  }
});
