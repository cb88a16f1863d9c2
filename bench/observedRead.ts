import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { loadProjectData } from '../src/config/load/projectData.ts';
import type { ObservedReport } from '../src/observed/observeExport.ts';
import { simulateExport, type SimulateOptions } from '../src/observed/simulateExport.ts';
import { measureBenchmarkIndex } from './benchmarkIndex.ts';
import { budget } from './budget.ts';
import { mergeResults, resultsPreamble } from './resultsTable.ts';

/**
 * `npm run bench:observed [-- --visitors 150000] [--out bench/RESULTS.md] [--section "title"]`: how long
 * `npm run observed` takes to read a month of a busy funnel's GA4 export, and how much memory. It writes
 * (untimed) a simulated November of the roast-finder quiz, GA4's automatic events included (about 1.5
 * million rows at 150,000 visitors), and a split test's export with 100,000 visitors a variant, b truly 20%
 * better; then reads each in a process of its own (observedReadOnce.ts), with the machine's Lighthouse
 * benchmarkIndex and load average taken just before, and writes the time, the CPU time, the peak memory
 * and whether the planted lift was found with its interval covering it into a section of bench/RESULTS.md.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const visitors = Number(option('--visitors') ?? '') || 150_000;
const out = option('--out') ?? path.join(ROOT, 'bench/RESULTS.md');
const title = option('--section') ?? 'npm run bench:observed';
const project = loadProjectData(ROOT);
const dir = mkdtempSync(path.join(tmpdir(), 'bench-observed-'));

function write(file: string, slug: string, options: Omit<SimulateOptions, 'origin' | 'start' | 'days'>): { rows: number; bytes: number } {
  const funnel = project.funnels.find((candidate) => candidate.slug === slug);
  if (funnel?.forecast === undefined) throw new Error(`no funnel ${slug} with a forecast`);
  const handle = openSync(file, 'w');
  let rows = 0;
  let chunk: string[] = [];
  for (const row of simulateExport(funnel, funnel.forecast, { origin: project.site?.origin ?? '', start: '2026-11-01', days: 30, ...options })) {
    chunk.push(JSON.stringify(row));
    rows += 1;
    if (chunk.length === 20_000) {
      writeSync(handle, `${chunk.join('\n')}\n`);
      chunk = [];
    }
  }
  writeSync(handle, `${chunk.join('\n')}\n`);
  closeSync(handle);
  return { rows, bytes: statSync(file).size };
}

interface Once {
  readMs: number;
  cpuMs: number;
  totalMs: number;
  maxRssBytes: number;
  report: ObservedReport;
}

interface Measured extends Once {
  wallMs: number;
  /** The 1-minute load average when the read began and when it ended: 2 cores shared with other work. */
  load: [number, number];
  benchmarkIndex: number;
}

async function readOnce(file: string): Promise<Measured> {
  const benchmarkIndex = await measureBenchmarkIndex();
  const loadBefore = loadavg()[0] ?? 0;
  const started = performance.now();
  const output = execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/observedReadOnce.ts'), file], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
  return { ...(JSON.parse(output.toString()) as Once), wallMs: performance.now() - started, load: [loadBefore, loadavg()[0] ?? 0], benchmarkIndex };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${String(Math.round(bytes / 1024 / 1024))} MB`;
const row = (what: string, written: { rows: number; bytes: number }, read: Measured) =>
  `| ${what} | ${written.rows.toLocaleString('en-US')} | ${megabytes(written.bytes)} | ${seconds(read.readMs)} | ${seconds(read.totalMs)} | ${seconds(read.wallMs)} | ${seconds(read.cpuMs)} | ${megabytes(read.maxRssBytes)} | ${read.load[0].toFixed(1)} → ${read.load[1].toFixed(1)} | ${String(read.benchmarkIndex)} |`;

try {
  const month = path.join(dir, 'northwind-coffee-november.ndjson');
  const written = write(month, 'northwind-coffee', { visitors, seed: 11 });
  const lift = path.join(dir, 'skincare-lift.ndjson');
  const liftWritten = write(lift, 'skincare', { visitors: 200_000, seed: 12, entry: 'order', lift: { b: 0.2 }, automatic: false });
  const read = await readOnce(month);
  const liftRead = await readOnce(lift);
  const b = liftRead.report.funnels[0]?.experiments[0]?.variants.find((variant) => variant.id === 'b');
  const covered = b !== undefined && b.low !== null && b.high !== null && b.low < 0.2 && b.high > 0.2;
  const overBudget = read.totalMs > 15_000 || read.maxRssBytes > 1024 ** 3;
  const [cpu] = cpus();
  const section = `## ${title}

Simulated data (invented visitors, never observed). ${new Date().toISOString()}; ${String(cpus().length)} × ${cpu?.model.trim() ?? 'unknown CPU'}, Node ${process.version}. Each read in a process of its own (\`bench/observedReadOnce.ts\`); the benchmarkIndex is Lighthouse's (\`npm run bench\` reports the same figure), taken in Chromium just before the read; the load is the 1-minute load average when the read began and ended (2 cores shared with other engineers' work). Budget: a month's export read and reported in 15 s with under 1 GB. Command: \`npm run bench:observed\`.

| Export | Rows | Size | Read (DuckDB) | Read and report | Whole process | CPU time | Peak memory | Load | benchmarkIndex |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${row(`northwind-coffee, ${visitors.toLocaleString('en-US')} visitors, November, GA4's automatic events included`, written, read)}
${row('skincare split test, 100,000 a variant arriving on order, b +20% planted', liftWritten, liftRead)}

Planted lift of b: 20%. Found: ${((b?.lift ?? 0) * 100).toFixed(1)}% (95% interval ${((b?.low ?? 0) * 100).toFixed(1)}% to ${((b?.high ?? 0) * 100).toFixed(1)}%, ${(b?.visitors ?? 0).toLocaleString('en-US')} visitors on b): ${covered ? 'the interval covers the truth' : '✗ the interval misses the truth'}. Verdict: ${liftRead.report.funnels[0]?.experiments[0]?.verdict ?? 'none'}
${overBudget ? `\n✗ The month's read is over the budget on this run: ${seconds(read.totalMs)} (budget 15 s), ${megabytes(read.maxRssBytes)} (budget 1 GB).\n` : ''}`;
  const previous = readFileSync(out, 'utf8');
  writeFileSync(out, mergeResults(previous, resultsPreamble(budget), section));
  process.stdout.write(section);
  console.error(`written to ${out} under "## ${title}"`);
  if (!covered || overBudget) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
