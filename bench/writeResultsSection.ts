import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { budget } from './budget.ts';
import { mergeResults, resultsPreamble } from './resultsTable.ts';

/** Writes a run's `## ` section into the results file (bench/RESULTS.md unless --out names another), keeping the others. */
export async function writeResultsSection(out: string, section: string): Promise<void> {
  const previous = await readFile(out, 'utf8').catch(() => '');
  await mkdir(path.dirname(path.resolve(out)), { recursive: true });
  await writeFile(out, mergeResults(previous, resultsPreamble(budget), section));
}
