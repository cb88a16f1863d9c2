import { createHash } from 'node:crypto';
import type { Funnel } from '../../../schemas/funnel.ts';
import type { Site } from '../../../schemas/site.ts';
import { CONSENT_SCRIPT_PATH } from '../../analytics/consentPage.ts';
import { experimentTable } from '../../engine/experiments/experimentTable.ts';
import { experimentScriptPath } from '../../engine/experiments/variantAddresses.ts';
import { funnelKey } from '../../engine/funnelKey.ts';
import { bundleEntry } from './bundleEntry.ts';

/** A head script: where the build keeps it, its code, and the CSP source that allows it inline. */
export interface HeadScript {
  readonly file: string;
  readonly code: string;
  readonly hash: string;
}

/** The CSP hash source of an inline script: the SHA-256 of its exact text. */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/** Bundles an entry of entries/ for writing between <script> tags, with its CSP hash. */
async function inlineScript(root: string, entry: string, file: string, define: Record<string, unknown>): Promise<HeadScript> {
  const code = (await bundleEntry(root, entry, 'iife', define)).trim();
  // Written between <script> tags: text that closed the element would break the page.
  if (/<\/script/i.test(code)) throw new Error(`The head script ${file} holds "</script": it cannot be written inline`);
  return { file, code, hash: scriptHash(code) };
}

/**
 * The head scripts the prerender writes inline into the pages that need them
 * (composePage; a script file would cost a slow phone a round trip before the
 * page may paint): the consent script on every page when content/site.json
 * names a GA4 measurement ID, and one per funnel with experiments (none when
 * content/site.json turns them off).
 */
export async function headScriptFiles(root: string, funnels: readonly Funnel[], site: Site | undefined): Promise<HeadScript[]> {
  const measurementId = site?.analytics.measurementId;
  const consent = measurementId === undefined ? [] : [inlineScript(root, 'consentHeadScript.ts', CONSENT_SCRIPT_PATH, { __MEASUREMENT_ID__: measurementId })];
  const running = site?.experiments.enabled === true ? funnels.filter((funnel) => funnel.experiments.length > 0) : [];
  return Promise.all([
    ...consent,
    ...running.map((funnel) => inlineScript(root, 'headScript.ts', experimentScriptPath(funnelKey(funnel)), { __EXPERIMENT_TABLE__: experimentTable(funnel) })),
  ]);
}
