/**
 * The accessibility audit: axe-core against WCAG 2.0, 2.1 and 2.2 A/AA, with
 * the violations written out so a failure says what to fix without opening a
 * trace: rule, impact, the element (its CSS path) and axe's summary.
 *
 * axe-core is pinned in package.json and forced under @axe-core/playwright by
 * `overrides` (the integration's own newer release needs a newer Node). Every
 * audit checks that the engine which ran is that pin, so dropping the
 * override cannot quietly put the older engine back.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test.ts';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules axe tags "experimental", which a tag list alone leaves out.
 * label-content-name-mismatch is WCAG 2.5.3 (label in name): a control's
 * accessible name must contain its visible text, or a voice-control user who
 * says what they see cannot click it.
 */
export const EXTRA_RULES = ['label-content-name-mismatch'];

/** The axe-core version package.json pins: the engine every audit must have run. */
export const PINNED_AXE_VERSION = ((): string => {
  const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  const pinned = manifest.devDependencies['axe-core'];
  if (pinned === undefined) throw new Error('package.json pins no axe-core in devDependencies');
  return pinned;
})();

/** One failing element, as a line a person can act on. */
function describeNode(rule: { id: string; impact?: string | null; help: string }, node: { target: unknown; failureSummary?: string | undefined }): string {
  const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').trim();
  return `[${rule.id}] (${rule.impact ?? 'n/a'}) ${JSON.stringify(node.target)} — ${rule.help}. ${summary}`;
}

/** What one audit found, and which engine and rules produced it. */
export interface AxeRun {
  version: string;
  /** Every rule that ran, whatever its outcome. */
  rules: string[];
  violations: string[];
}

/**
 * Runs axe on the page as it is now (or only on what `include` selects), with the WCAG tags and the extra rules on.
 *
 * In one call in the page (axe.run, the integration's "legacy mode"), not axe.runPartial in each frame followed by
 * axe.finishRun in a new blank page: opening that page and injecting a second copy of axe into it was half of each
 * audit on one busy core (the open flow view's: 9.5–11.6 s, 5.0–8.2 s in one call). What the one call leaves out is
 * cross-origin frames, and the site's Content-Security-Policy (default-src 'self') lets no page load one.
 */
export async function runAxe(page: Page, include?: string): Promise<AxeRun> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include !== undefined) builder.include(include);
  const results = await builder
    .options({
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: Object.fromEntries(EXTRA_RULES.map((rule) => [rule, { enabled: true }])),
    })
    .analyze();
  const outcomes = [results.violations, results.passes, results.incomplete, results.inapplicable];
  return {
    version: results.testEngine.version,
    rules: [...new Set(outcomes.flat().map((rule) => rule.id))],
    violations: results.violations.flatMap((rule) => rule.nodes.map((node) => describeNode(rule, node))),
  };
}

/** Runs axe on the page as it is now and returns one line per failing element (empty when the page passes). */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const run = await runAxe(page, include);
  if (run.version !== PINNED_AXE_VERSION) {
    throw new Error(`axe-core ${run.version} ran, but package.json pins ${PINNED_AXE_VERSION}: is the "overrides" entry for @axe-core/playwright gone?`);
  }
  const missing = EXTRA_RULES.filter((rule) => !run.rules.includes(rule));
  if (missing.length > 0) throw new Error(`axe-core ${run.version} did not run ${missing.join(', ')}`);
  return run.violations;
}

/** Fails with every violation listed when axe finds any on the page in its current state (or in the part `include` selects). */
export async function expectAccessible(page: Page, state: string, include?: string): Promise<void> {
  const violations = await axeViolations(page, include);
  expect(violations, `axe violations on ${state} (${page.url()}):\n${violations.join('\n')}`).toEqual([]);
}

/** Audits the page as it is now and adds what axe finds to `report`, each line under `state`; for tests that audit several states. */
export async function auditInto(report: string[], page: Page, state: string): Promise<void> {
  report.push(...(await axeViolations(page)).map((line) => `${state}: ${line}`));
}

/** Fails with the whole report when any audit of a test found something. */
export function expectCleanReport(report: readonly string[]): void {
  expect(report, `axe violations:\n${report.join('\n')}`).toEqual([]);
}
