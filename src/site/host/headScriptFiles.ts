import { createHash } from 'node:crypto';
import type { Funnel } from '../../../schemas/funnel.ts';
import type { Site } from '../../../schemas/site.ts';
import { experimentTable } from '../../engine/experiments/experimentTable.ts';
import { experimentScriptPath } from '../../engine/experiments/variantAddresses.ts';
import { bundleEntry } from './bundleEntry.ts';

/** A funnel's split-test head script: where the build keeps it, its code, and the CSP source that allows it inline. */
export interface HeadScript {
  readonly file: string;
  readonly code: string;
  readonly hash: string;
}

/** The CSP hash source of an inline script: the SHA-256 of its exact text. */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/**
 * One head script per funnel with experiments (none when content/site.json
 * turns them off). The prerender writes it inline into the pages that need
 * it (composePage): a script file would cost a slow phone a round trip
 * before the page may paint.
 */
export async function headScriptFiles(root: string, funnels: readonly Funnel[], site: Site | undefined): Promise<HeadScript[]> {
  if (site?.experiments.enabled !== true) return [];
  const running = funnels.filter((funnel) => funnel.experiments.length > 0);
  return Promise.all(
    running.map(async (funnel) => {
      const code = (await bundleEntry(root, 'headScript.ts', 'iife', { __EXPERIMENT_TABLE__: experimentTable(funnel) })).trim();
      // Written between <script> tags: text that closed the element would break the page.
      if (/<\/script/i.test(code)) throw new Error(`The head script of ${funnel.slug} holds "</script": it cannot be written inline`);
      return { file: experimentScriptPath(funnel.slug), code, hash: scriptHash(code) };
    }),
  );
}
