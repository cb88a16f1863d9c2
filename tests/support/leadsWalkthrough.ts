import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Funnel } from '../../schemas/funnel.ts';
import { loadFunnels } from '../../src/config/load/loadFunnels.ts';
import { newFunnel } from '../../src/config/newFunnel/newFunnel.ts';
import { followWalkthrough, LEADS_SECTION, LEADS_SLUG } from './followWalkthrough.ts';
import { throwawayProject } from './throwawayProject.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * docs/leads.md's walk-through followed in a new throwaway project (this
 * project's content, no funnel of its own): `npm run new:funnel`, then each
 * stage pasted and edited as the page says. The project's funnels/ holds the
 * walk-through's funnel as its last stage leaves it; `stages` is the file
 * after each stage. The caller removes `dir`.
 */
export function leadsWalkthrough(prefix = 'leads-walkthrough-'): { dir: string; file: string; stages: string[] } {
  const dir = throwawayProject(prefix, { funnels: false });
  const made = newFunnel(dir, [LEADS_SLUG]);
  if (!made.ok) throw new Error(made.message);
  const file = path.join(dir, made.file);
  const stages = followWalkthrough(readFileSync(path.join(ROOT, 'docs/leads.md'), 'utf8'), readFileSync(file, 'utf8'), LEADS_SECTION);
  writeFileSync(file, stages.at(-1) ?? '');
  return { dir, file, stages };
}

/** The walk-through's finished funnel, validated as the build reads it. */
export function leadsFunnel(dir: string): Funnel {
  const { data, errors } = loadFunnels(path.join(dir, 'funnels'));
  const funnel = data.find((candidate) => candidate.slug === LEADS_SLUG);
  if (funnel === undefined) throw new Error(`The walk-through's funnel did not load:\n${errors.join('\n')}`);
  return funnel;
}
