import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { loadProjectData } from '../src/config/load/projectData.ts';
import type { ObservedReport } from '../src/observed/observeExport.ts';
import { simulateExport, type SimulateOptions } from '../src/observed/simulateExport.ts';

/**
 * `npm run bench:observed [-- --visitors 150000]`: how long `npm run observed`
 * takes to read a month of a busy funnel's GA4 export, and how much memory.
 * It writes (untimed) a simulated November of the roast-finder quiz, GA4's
 * automatic events included (about 1.5 million rows at 150,000 visitors),
 * and a split test's export with 100,000 visitors a variant, b truly 20%
 * better; then reads each in a process of its own (observedReadOnce.ts)
 * and prints the time, the peak memory, the machine and its load, and
 * whether the planted lift was found with its interval covering it.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const visitors = Number(args[args.indexOf('--visitors') + 1] ?? '') || 150_000;
const project = loadProjectData(ROOT);
const dir = mkdtempSync(path.join(tmpdir(), 'bench-observed-'));

function write(file: string, slug: string, options: Omit<SimulateOptions, 'origin' | 'start' | 'days'>): { rows: number; bytes: number } {
  const funnel = project.funnels.find((candidate) => candidate.slug === slug);
  if (funnel?.forecast === undefined) throw new Error(`no funnel ${slug} with a forecast`);
  const out = openSync(file, 'w');
  let rows = 0;
  let chunk: string[] = [];
  for (const row of simulateExport(funnel, funnel.forecast, { origin: project.site?.origin ?? '', start: '2026-11-01', days: 30, ...options })) {
    chunk.push(JSON.stringify(row));
    rows += 1;
    if (chunk.length === 20_000) {
      writeSync(out, `${chunk.join('\n')}\n`);
      chunk = [];
    }
  }
  writeSync(out, `${chunk.join('\n')}\n`);
  closeSync(out);
  return { rows, bytes: statSync(file).size };
}

interface Once {
  readMs: number;
  cpuMs: number;
  totalMs: number;
  maxRssBytes: number;
  report: ObservedReport;
}

function readOnce(file: string): Once & { wallMs: number } {
  const started = performance.now();
  const output = execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/observedReadOnce.ts'), file], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
  return { ...(JSON.parse(output.toString()) as Once), wallMs: performance.now() - started };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${String(Math.round(bytes / 1024 / 1024))} MB`;

try {
  const month = path.join(dir, 'northwind-coffee-november.ndjson');
  const written = write(month, 'northwind-coffee', { visitors, seed: 11 });
  const load = loadavg()[0] ?? 0;
  const read = readOnce(month);
  const lift = path.join(dir, 'skincare-lift.ndjson');
  const liftWritten = write(lift, 'skincare', { visitors: 200_000, seed: 12, entry: 'order', lift: { b: 0.2 }, automatic: false });
  let liftRead: Once & { wallMs: number };
  try {
    liftRead = readOnce(lift);
  } catch (error) {
    // Report the month's figures even when the second read fails (DuckDB's memory limit at 200,000 visitors, seen on a shared machine).
    console.log(`month: ${String(written.rows)} rows, read ${seconds(read.readMs)}, report ${seconds(read.totalMs)}, CPU ${seconds(read.cpuMs)}, peak ${megabytes(read.maxRssBytes)}, load ${load.toFixed(1)}`);
    throw error;
  }
  const b = liftRead.report.funnels[0]?.experiments[0]?.variants.find((variant) => variant.id === 'b');
  const covered = b !== undefined && b.low !== null && b.high !== null && b.low < 0.2 && b.high > 0.2;
  const [cpu] = cpus();
  console.log(`## npm run bench:observed (simulated data: invented visitors, never observed)

Machine: ${String(cpus().length)} × ${cpu?.model.trim() ?? 'unknown CPU'}, Node ${process.version}; load average ${load.toFixed(1)} when the read began

| Export | Rows | Size | Read (DuckDB) | Read and report | Whole process | CPU time | Peak memory |
| --- | --- | --- | --- | --- | --- | --- | --- |
| northwind-coffee, ${visitors.toLocaleString('en-US')} visitors, November | ${written.rows.toLocaleString('en-US')} | ${megabytes(written.bytes)} | ${seconds(read.readMs)} | ${seconds(read.totalMs)} | ${seconds(read.wallMs)} | ${seconds(read.cpuMs)} | ${megabytes(read.maxRssBytes)} |
| skincare split test, 100,000 a variant arriving on order | ${liftWritten.rows.toLocaleString('en-US')} | ${megabytes(liftWritten.bytes)} | ${seconds(liftRead.readMs)} | ${seconds(liftRead.totalMs)} | ${seconds(liftRead.wallMs)} | ${seconds(liftRead.cpuMs)} | ${megabytes(liftRead.maxRssBytes)} |

Planted lift of b: 20%. Found: ${((b?.lift ?? 0) * 100).toFixed(1)}% (95% interval ${((b?.low ?? 0) * 100).toFixed(1)}% to ${((b?.high ?? 0) * 100).toFixed(1)}%, ${(b?.visitors ?? 0).toLocaleString('en-US')} visitors on b): ${covered ? 'the interval covers the truth' : '✗ the interval misses the truth'}.
Verdict: ${liftRead.report.funnels[0]?.experiments[0]?.verdict ?? 'none'}`);
  if (!covered) process.exitCode = 1;
  if (read.totalMs > 15_000 || read.maxRssBytes > 1024 ** 3) {
    console.log(`\n✗ over the budget of 15 s and 1 GB for a month's export`);
    process.exitCode = 1;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
