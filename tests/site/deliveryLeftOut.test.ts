/**
 * Delivery (issue 45) is in a build only when a funnel delivers its forms
 * (src/site/deliveryPlugin.ts); none of the demos does. Read from the build
 * `npm test` has just made: no script of it, no worker route for it, no
 * page that posts. (tests/e2e/leads/leads.spec.ts finds the same marks in
 * the build of docs/leads.md's funnel, so these cannot pass by missing them.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { FORM_MARK, IDEMPOTENCY_HEADER } from '../../src/engine/delivery/protocol.ts';
import { builtFile, builtFiles, DIST, expectBuilt } from './builtSite.ts';

expectBuilt();

/** What only delivery's code holds: the sender's key header, the mark of a form that posts. */
const DELIVERY_MARKS = [IDEMPOTENCY_HEADER, FORM_MARK];

it('leaves delivery out of a build in which no funnel delivers: no script of it, no route to the worker for it, no page that posts', () => {
  const files = builtFiles();
  const scripts = files.filter((file) => file.startsWith('assets/') && file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const mark of DELIVERY_MARKS) {
    expect(scripts.filter((file) => readFileSync(path.join(DIST, file), 'utf8').includes(mark)), `"${mark}" in a script`).toEqual([]);
  }
  // The worker runs on the split test's pages alone.
  const { include } = JSON.parse(builtFile('_routes.json')) as { include: string[] };
  expect(include.every((route) => route.startsWith('/funnels/skincare/order'))).toBe(true);
  const posting = files.filter((file) => file.endsWith('.html') && /<form[^>]*method="post"/.test(readFileSync(path.join(DIST, file), 'utf8')));
  expect(posting).toEqual([]);
});
