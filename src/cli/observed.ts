import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadProjectData } from '../config/load/projectData.ts';
import { didYouMean } from '../config/messages/closest.ts';
import { calibrateForecast } from '../observed/calibrateForecast.ts';
import { observeExport } from '../observed/observeExport.ts';
import { readExport, unreadableFile } from '../observed/readExport.ts';
import { observedText } from './observedText.ts';

const USAGE = 'npm run observed -- <export files (.ndjson, .json, .parquet)...> [--funnel slug] [--from 2026-11-01] [--to 2026-11-30] [--json] [--calibrate]';
const VALUED = new Set(['--funnel', '--from', '--to']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `npm run observed`: what each funnel did, read from GA4's BigQuery export
 * with DuckDB, beside its forecast; split tests concluded; with --calibrate,
 * the observed shares written into the funnel's forecast. A file that cannot
 * be read stops the run with its name; a row that cannot be used is counted
 * under "skipped" with its reason.
 */
async function main(args: readonly string[]): Promise<number> {
  const value = (name: string) => {
    const index = args.indexOf(name);
    return index === -1 ? undefined : args[index + 1];
  };
  const files = args.filter((arg, index) => !arg.startsWith('--') && !VALUED.has(args[index - 1] ?? ''));
  const [only, from, to] = [value('--funnel'), value('--from'), value('--to')];
  const json = args.includes('--json');
  const calibrate = args.includes('--calibrate');
  const unknownFlag = args.find((arg) => arg.startsWith('--') && !VALUED.has(arg) && arg !== '--json' && arg !== '--calibrate');
  const badDate = [from, to].find((date) => date !== undefined && !DATE.test(date));
  if (files.length === 0 || unknownFlag !== undefined || badDate !== undefined) {
    if (unknownFlag !== undefined) console.error(`✗ unknown option ${unknownFlag}`);
    if (badDate !== undefined) console.error(`✗ "${badDate}" is not a date: write it as 2026-11-01`);
    console.error(`✗ usage: ${USAGE}`);
    return 1;
  }
  const unreadable = files.map(unreadableFile).filter((problem) => problem !== undefined);
  if (unreadable.length > 0) {
    for (const problem of unreadable) console.error(`✗ ${problem}`);
    return 1;
  }
  const root = process.cwd();
  const project = loadProjectData(root);
  if (project.errors.length > 0 || project.site === undefined) {
    console.error('✗ nothing read: fix the config first (npm run check)');
    return 1;
  }
  const slugs = project.funnels.map((funnel) => funnel.slug);
  if (only !== undefined && !slugs.includes(only)) {
    console.error(`✗ no funnel "${only}"${didYouMean(only, slugs)}; the funnels are: ${slugs.join(', ')}`);
    return 1;
  }
  if (calibrate && only === undefined) {
    console.error('✗ --calibrate writes one funnel’s forecast: name it with --funnel <slug>');
    return 1;
  }
  let read;
  try {
    read = await readExport(files, { from, to });
  } catch (error) {
    console.error(`✗ the export could not be read: ${error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error)}`);
    return 1;
  }
  const notes = read.emptyFiles.map((file) => `${file} is empty: no rows in it`);
  const { report, counts } = observeExport(read, { host: new URL(project.site.origin).host, funnels: project.funnels }, only);
  if (json) console.log(JSON.stringify({ ...report, notes }, null, 2));
  else console.log(observedText(report, notes));
  if (!calibrate || only === undefined) return 0;

  const funnelCounts = counts.get(only);
  if (funnelCounts === undefined || funnelCounts.all.visitors === 0) {
    console.error(`✗ nothing calibrated: the export has no visitor of ${only}`);
    return 1;
  }
  const file = path.join(root, 'funnels', `${only}.json`);
  const { text, changed } = calibrateForecast(readFileSync(file, 'utf8'), funnelCounts, report);
  const checked = loadProjectData(root, { candidate: { slug: only, config: JSON.parse(text) as unknown } });
  if (checked.errors.length > 0) {
    console.error(`✗ funnels/${only}.json left as it was: the calibrated forecast would not pass the check`);
    for (const line of checked.errors) console.error(`  ${line}`);
    return 1;
  }
  writeFileSync(file, text);
  console.error(`✓ funnels/${only}.json: ${String(changed.length)} figures from the export (${report.from ?? '?'} to ${report.to ?? '?'})`);
  for (const line of changed) console.error(`  ${line}`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
