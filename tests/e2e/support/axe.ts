/**
 * The accessibility audit: axe-core against WCAG 2.0, 2.1 and 2.2 A/AA, with
 * the violations written out so a failure says what to fix without opening a
 * trace: rule, impact, the element (its CSS path) and axe's summary.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test.ts';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One failing element, as a line a person can act on. */
function describeNode(rule: { id: string; impact?: string | null; help: string }, node: { target: unknown; failureSummary?: string | undefined }): string {
  const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').trim();
  return `[${rule.id}] (${rule.impact ?? 'n/a'}) ${JSON.stringify(node.target)} — ${rule.help}. ${summary}`;
}

/** Runs axe on the page as it is now and returns one line per failing element (empty when the page passes). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.flatMap((rule) => rule.nodes.map((node) => describeNode(rule, node)));
}

/** Fails with every violation listed when axe finds any on the page in its current state. */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  const violations = await axeViolations(page);
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
