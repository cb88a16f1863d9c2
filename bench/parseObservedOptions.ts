import path from 'node:path';
import { readArgs } from './readArgs.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

export const observedUsage = `Usage: npm run bench -- observed [options]

  --visitors N      visitors in the simulated month of the roast-finder quiz (default 150000: about 1.5 million rows)
  --dir <folder>    keep the simulated exports there, and read them again, not write them again, on the next run
                    (default: a temporary folder, removed at the end)
  --out <file>      the markdown file to write the section into (default bench/RESULTS.md)
  --section <title> its "## <title>" (default "npm run bench -- observed")`;

export interface ObservedOptions {
  readonly visitors: number;
  readonly kept?: string;
  readonly out: string;
  readonly title: string;
}

export function parseObservedOptions(argv: readonly string[]): ObservedOptions {
  const values = readArgs('observed', argv, {
    visitors: { type: 'string', default: '150000' },
    dir: { type: 'string' },
    out: { type: 'string', default: path.join(ROOT, 'bench/RESULTS.md') },
    section: { type: 'string', default: 'npm run bench -- observed' },
  });
  const visitors = Number(values.visitors);
  if (!Number.isInteger(visitors) || visitors < 1) throw new Error(`--visitors must be a whole number of at least 1, not "${values.visitors}"`);
  return { visitors, out: values.out, title: values.section, ...(values.dir === undefined ? {} : { kept: values.dir }) };
}
