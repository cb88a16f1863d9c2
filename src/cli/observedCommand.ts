import { isHomeCopy } from '../engine/funnelKey.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadProjectData } from '../config/load/projectData.ts';
import { didYouMean } from '../config/messages/closest.ts';
import { calibrateForecast } from '../observed/calibrateForecast.ts';
import type { ExportRead } from '../observed/exportRead.ts';
import { ExportInputError } from '../observed/exportFiles.ts';
import { observeExport } from '../observed/observeExport.ts';
import { readExport } from '../observed/readExport.ts';
import { readJourneys } from '../observed/readJourneys.ts';
import { observedText } from './observedText.ts';

const USAGE =
  'npm run observed -- <export: files, folders of shards or globs (.json, .ndjson, .jsonl, .parquet, gzipped or not)...> [--funnel slug] [--from 2026-11-01] [--to 2026-11-30] [--site key] [--json] [--calibrate]\n  or: npm run observed -- --journeys result.json [--funnel slug] [--site key] [--json] [--calibrate]   (observedQuery.sql run by bq query --format=json)';
const VALUED = new Set(['--funnel', '--from', '--to', '--journeys', '--site']);
const FLAGS = new Set(['--json', '--calibrate']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Where the command writes: standard output for the report, standard error for problems and what --calibrate changed. */
export interface CommandOutput {
  out: (line: string) => void;
  error: (line: string) => void;
}

const firstLine = (error: unknown) => (error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));

/**
 * `npm run observed`: what each funnel did, read from GA4's BigQuery export with DuckDB (or from the result
 * of the same query run on BigQuery, --journeys), beside its forecast; split tests concluded; with
 * --calibrate, the observed shares written into the funnel's forecast. An input that cannot be read stops
 * the run with its name; a row that cannot be used is counted under "skipped" with its reason. With --site,
 * a client's site: its funnels only, on its origin and at its addresses. Returns the exit code.
 */
export async function observedCommand(args: readonly string[], root: string, output: CommandOutput): Promise<number> {
  const value = (name: string) => {
    const index = args.indexOf(name);
    return index === -1 ? undefined : args[index + 1];
  };
  const inputs = args.filter((arg, index) => !arg.startsWith('--') && !VALUED.has(args[index - 1] ?? ''));
  const [only, from, to, journeys, siteKey] = [value('--funnel'), value('--from'), value('--to'), value('--journeys'), value('--site')];
  const json = args.includes('--json');
  const calibrate = args.includes('--calibrate');
  const unknownFlag = args.find((arg) => arg.startsWith('--') && !VALUED.has(arg) && !FLAGS.has(arg));
  const badDate = [from, to].find((date) => date !== undefined && !DATE.test(date));
  const both = journeys !== undefined && inputs.length > 0;
  const datedJourneys = journeys !== undefined && (from !== undefined || to !== undefined);
  if ((inputs.length === 0 && journeys === undefined) || unknownFlag !== undefined || badDate !== undefined || both || datedJourneys) {
    if (unknownFlag !== undefined) output.error(`✗ unknown option ${unknownFlag}`);
    if (badDate !== undefined) output.error(`✗ "${badDate}" is not a date: write it as 2026-11-01`);
    if (both) output.error('✗ give either the export (files, folders or globs) or --journeys with the result of bq query, not both');
    if (datedJourneys) output.error('✗ --from and --to filter an export; a --journeys result holds the dates its bq query read: set them there (_TABLE_SUFFIX)');
    output.error(`✗ usage: ${USAGE}`);
    return 1;
  }
  // A client's site (--site) is read at its own origin and addresses: its home funnel at /, the others at /<slug>.
  const project = loadProjectData(root, { site: siteKey });
  if (project.errors.length > 0 || project.site === undefined) {
    output.error('✗ nothing read: fix the config first (npm run check)');
    for (const line of siteKey === undefined ? [] : project.errors.filter((error) => error.startsWith(`sites/${siteKey}.json:`))) output.error(`  ${line}`);
    return 1;
  }
  // Read as the funnel's own file, in the site's home language: a translation's addresses (/en/…) are not counted yet.
  const funnels = project.funnels.filter(isHomeCopy);
  const slugs = funnels.map((funnel) => funnel.slug);
  if (only !== undefined && !slugs.includes(only)) {
    output.error(`✗ no funnel "${only}"${didYouMean(only, slugs)}; the funnels are: ${slugs.join(', ')}`);
    return 1;
  }
  if (calibrate && only === undefined) {
    output.error('✗ --calibrate writes one funnel’s forecast: name it with --funnel <slug>');
    return 1;
  }
  let read: ExportRead;
  try {
    read = journeys === undefined ? await readExport(inputs, { from, to }) : readJourneys(journeys);
  } catch (error) {
    if (error instanceof ExportInputError) for (const problem of error.problems) output.error(`✗ ${problem}`);
    else output.error(`✗ ${journeys === undefined ? 'the export could not be read: ' : ''}${firstLine(error)}`);
    return 1;
  }
  const notes = read.emptyFiles.map((file) => `${file} is empty: no rows in it`);
  const { report, counts } = observeExport(read, { host: new URL(project.site.origin).host, funnels }, only);
  output.out(json ? JSON.stringify({ ...report, notes }, null, 2) : observedText(report, notes));
  if (!calibrate || only === undefined) return 0;

  const funnelCounts = counts.get(only);
  if (funnelCounts === undefined || funnelCounts.all.visitors === 0) {
    output.error(`✗ nothing calibrated: the export has no visitor of ${only}`);
    return 1;
  }
  const file = path.join(root, 'funnels', `${only}.json`);
  const { text, changed } = calibrateForecast(readFileSync(file, 'utf8'), funnelCounts, report);
  const checked = loadProjectData(root, { candidate: { slug: only, config: JSON.parse(text) as unknown }, site: siteKey });
  if (checked.errors.length > 0) {
    output.error(`✗ funnels/${only}.json left as it was: the calibrated forecast would not pass the check`);
    for (const line of checked.errors) output.error(`  ${line}`);
    return 1;
  }
  writeFileSync(file, text);
  output.error(`✓ funnels/${only}.json: ${String(changed.length)} figures from the export (${report.from ?? '?'} to ${report.to ?? '?'})`);
  for (const line of changed) output.error(`  ${line}`);
  return 0;
}
