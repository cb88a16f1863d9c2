import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadProjectData } from '../src/config/load/projectData.ts';
import { funnelProblems } from '../src/studio/server/funnelProblems.ts';
import { median } from './median.ts';

/**
 * `npx tsx bench/studioCheck.ts [-- --slug skincare --runs 15]`: how long the studio's check of one
 * candidate config takes (what a pause in typing costs the dev server), with the untouched files'
 * verdicts kept between checks as the studio keeps them, against `loadProjectData` checking every file
 * anew. The median of the runs, in milliseconds, after one warm-up of each.
 */
const { values } = parseArgs({ options: { slug: { type: 'string', default: 'skincare' }, runs: { type: 'string', default: '15' } } });
const root = path.resolve(import.meta.dirname, '..');
const slug = values.slug;
const runs = Number(values.runs);
const config: unknown = JSON.parse(readFileSync(path.join(root, 'funnels', `${slug}.json`), 'utf8'));

function medianMs(check: () => unknown): number {
  check();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    check();
    times.push(performance.now() - start);
  }
  return Math.round(median(times));
}

const anew = medianMs(() => loadProjectData(root, { candidate: { slug, config } }));
const kept = medianMs(() => funnelProblems(root, slug, { config }));
console.log(`funnels/${slug}.json, median of ${String(runs)}: every file checked anew ${String(anew)} ms; untouched files' verdicts kept ${String(kept)} ms`);
