import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import { DuckDBInstance } from '@duckdb/node-api';
import { loadProjectData } from '../config/load/projectData.ts';
import { didYouMean } from '../config/messages/closest.ts';
import { duckdbType, GA4_EXPORT_SCHEMA } from '../observed/ga4ExportSchema.ts';
import { simulateExport } from '../observed/simulateExport.ts';

const USAGE = 'npm run simulate -- <slug> --visitors N --out file.ndjson|file.parquet [--lift b=0.2] [--split control=0.6,b=0.4] [--entry step] [--seed 1] [--start 2026-11-01] [--days 30] [--full-width] [--site key]';

/** `b=0.2,c=0.1` as { b: 0.2, c: 0.1 }, or the reason it is not. */
function shares(text: string, what: string): Record<string, number> | string {
  const entries = text.split(',').map((pair) => pair.split('='));
  const parsed = entries.map(([id, value]) => [id ?? '', Number(value)] as const);
  const bad = parsed.find(([id, value]) => id === '' || !Number.isFinite(value));
  return bad === undefined ? Object.fromEntries(parsed) : `${what} "${text}": expected variant=number pairs, as b=0.2`;
}

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
}

/**
 * `npm run simulate`: a GA4 export of simulated visitors, walked through the
 * funnel's real machine with its forecast's shares, for the docs, the tests
 * and trying `npm run observed`. Every row is invented: the file says so by
 * its name only, so keep it out of the repository.
 */
async function main(args: readonly string[]): Promise<number> {
  const [slug] = args.filter((arg, index) => !arg.startsWith('--') && !(args[index - 1]?.startsWith('--') ?? false));
  const siteKey = option(args, '--site');
  const out = option(args, '--out');
  const visitors = Number(option(args, '--visitors'));
  if (slug === undefined || out === undefined || !Number.isInteger(visitors) || visitors <= 0) {
    console.error(`✗ usage: ${USAGE}`);
    return 1;
  }
  // A client's funnel is simulated on its site, at its origin and addresses (its home at /): --site, or the site that lists it.
  const portfolio = loadProjectData(process.cwd());
  const key = siteKey ?? (portfolio.funnels.some((funnel) => funnel.slug === slug) ? undefined : portfolio.sites.find((candidate) => candidate.funnels.includes(slug))?.key);
  const { funnels, site, errors } = key === undefined ? portfolio : loadProjectData(process.cwd(), { site: key });
  if (errors.length > 0 || site === undefined) {
    console.error('✗ nothing simulated: fix the config first (npm run check)');
    for (const line of key === undefined ? [] : errors.filter((error) => error.startsWith(`sites/${key}.json:`))) console.error(`  ${line}`);
    return 1;
  }
  const funnel = funnels.find((candidate) => candidate.slug === slug);
  if (funnel?.forecast === undefined) {
    const slugs = funnels.map((candidate) => candidate.slug);
    console.error(funnel === undefined ? `✗ no funnel "${slug}"${didYouMean(slug, slugs)}; the funnels are: ${slugs.join(', ')}` : `✗ funnels/${slug}.json has no "forecast" to simulate from`);
    return 1;
  }
  const lift = option(args, '--lift') === undefined ? {} : shares(option(args, '--lift') ?? '', '--lift');
  const split = option(args, '--split') === undefined ? undefined : shares(option(args, '--split') ?? '', '--split');
  for (const problem of [lift, split]) {
    if (typeof problem === 'string') {
      console.error(`✗ ${problem}`);
      return 1;
    }
  }
  const variantIds = funnel.experiments.flatMap((experiment) => experiment.variants.map((variant) => variant.id));
  const unknown = Object.keys({ ...(lift as Record<string, number>), ...(split as Record<string, number> | undefined) }).filter((id) => !variantIds.includes(id));
  if (unknown.length > 0) {
    console.error(`✗ ${slug} has no variant ${unknown.join(', ')}; its variants are: ${variantIds.join(', ') || 'none (no split test)'}`);
    return 1;
  }
  const entry = option(args, '--entry');
  if (entry !== undefined && funnel.steps[entry] === undefined) {
    console.error(`✗ ${slug} has no step "${entry}"${didYouMean(entry, Object.keys(funnel.steps))}`);
    return 1;
  }
  const parquet = /\.parquet$/i.test(out);
  const ndjson = parquet ? `${out}.ndjson` : out;
  const file = openSync(ndjson, 'w');
  let rows = 0;
  let chunk: string[] = [];
  for (const row of simulateExport(funnel, funnel.forecast, {
    visitors,
    seed: Number(option(args, '--seed') ?? 1),
    origin: site.origin,
    start: option(args, '--start') ?? '2026-11-01',
    days: Number(option(args, '--days') ?? 30),
    lift: lift as Record<string, number>,
    ...(split === undefined ? {} : { split: split as Record<string, number> }),
    ...(entry === undefined ? {} : { entry }),
    fullWidth: args.includes('--full-width'),
  })) {
    chunk.push(JSON.stringify(row));
    rows += 1;
    if (chunk.length === 10_000) {
      writeSync(file, `${chunk.join('\n')}\n`);
      chunk = [];
    }
  }
  if (chunk.length > 0) writeSync(file, `${chunk.join('\n')}\n`);
  closeSync(file);
  if (parquet) {
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;
    // Every column of GA4's table, typed as BigQuery types it, as `bq extract --destination_format=PARQUET` writes it.
    const columns = Object.entries(GA4_EXPORT_SCHEMA).map(([column, type]) => `${column}: ${quoted(duckdbType(type))}`);
    await connection.run(`COPY (SELECT * FROM read_json(${quoted(ndjson)}, format = 'newline_delimited', columns = {${columns.join(', ')}})) TO ${quoted(out)} (FORMAT parquet, COMPRESSION snappy)`);
    connection.closeSync();
    instance.closeSync();
    rmSync(ndjson);
  }
  const where = key === undefined ? '' : ` on ${site.origin}`;
  console.log(`✓ ${String(rows)} simulated events of ${String(visitors)} visitors to ${slug}${where} in ${out} (invented data: never commit it as observed)`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
