import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { loadProjectData } from '../src/config/load/projectData.ts';
import type { ObservedReport } from '../src/observed/observeExport.ts';
import { simulateExport, type SimulateOptions } from '../src/observed/simulateExport.ts';
import type { BenchContext } from './benchKind.ts';
import type { ObservedOptions } from './parseObservedOptions.ts';
import { measureBenchmarkIndex } from './benchmarkIndex.ts';
import { type ExportFile, writeExportFiles } from './observedExportFiles.ts';
import { writeResultsSection } from './writeResultsSection.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Each format's budget on two idle cores: read and reported within this, under 1 GB. */
const BUDGET_MS: Record<ExportFile['format'], number> = { NDJSON: 30_000, 'NDJSON, gzip': 60_000, Parquet: 10_000 };
const MEMORY_BUDGET = 1e9;

type Project = ReturnType<typeof loadProjectData>;

function funnelOf(project: Project, slug: string) {
  const funnel = project.funnels.find((candidate) => candidate.slug === slug);
  if (funnel?.forecast === undefined) throw new Error(`no funnel ${slug} with a forecast`);
  return funnel;
}

/** The split test's export, narrow (its lift is what is read): written once into `dir`. */
function writeLift(project: Project, file: string, options: Omit<SimulateOptions, 'origin' | 'start' | 'days'>): ExportFile {
  const funnel = funnelOf(project, 'skincare');
  const done = `${file}.rows`;
  if (!existsSync(done)) {
    const handle = openSync(file, 'w');
    let rows = 0;
    let chunk: string[] = [];
    for (const row of simulateExport(funnel, funnel.forecast ?? ({} as never), { origin: project.site?.origin ?? '', start: '2026-11-01', days: 30, ...options })) {
      chunk.push(JSON.stringify(row));
      rows += 1;
      if (chunk.length === 20_000) {
        writeSync(handle, `${chunk.join('\n')}\n`);
        chunk = [];
      }
    }
    writeSync(handle, `${chunk.join('\n')}\n`);
    closeSync(handle);
    writeFileSync(done, String(rows));
  }
  return { format: 'NDJSON', file, rows: Number(readFileSync(done, 'utf8')), bytes: statSync(file).size };
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
const size = (bytes: number) => (bytes >= 1e9 ? `${(bytes / 1e9).toFixed(2)} GB` : `${String(Math.round(bytes / 1e6))} MB`);
const row = (what: string, written: ExportFile, read: Measured) =>
  `| ${what} | ${written.format} | ${written.rows.toLocaleString('en-US')} | ${size(written.bytes)} (${String(Math.round(written.bytes / written.rows))} B a row) | ${seconds(read.totalMs)} | ${seconds(read.wallMs)} | ${seconds(read.cpuMs)} | ${String(Math.round(read.maxRssBytes / 1e6))} MB | ${read.load[0].toFixed(1)} → ${read.load[1].toFixed(1)} | ${String(read.benchmarkIndex)} |`;

/**
 * `npm run bench -- observed [--visitors 150000] [--dir folder] [--out bench/RESULTS.md] [--section "title"]`:
 * how long `npm run observed` takes to read a month of a busy funnel's GA4 export at a real export's width,
 * and how much memory. It writes (untimed) a simulated November of the roast-finder quiz with every column
 * of GA4's web export filled as a web stream fills it and NULLs left out (about 1.5 million rows of 2.6 KB,
 * GA4's automatic events included) as `bq extract` writes it three ways: newline-delimited JSON, the same
 * gzipped, and Parquet (Snappy); and a split test's export with 100,000 visitors a variant, b truly 20%
 * better. It reads each in a process of its own (observedReadOnce.ts), with the machine's Lighthouse
 * benchmarkIndex and load average taken just before, and writes the time, the CPU time and the peak memory
 * beside each file's size, and whether the planted lift was found, into a section of bench/RESULTS.md.
 * With --dir the files are kept there, and read again, not written again, by the next run.
 */
export async function observedRead({ visitors, kept, out, title }: ObservedOptions, { progress }: BenchContext): Promise<number> {
  const project = loadProjectData(ROOT);
  const dir = kept ?? mkdtempSync(path.join(tmpdir(), 'bench-observed-'));
  if (kept !== undefined) mkdirSync(kept, { recursive: true });
  try {
    const month = await writeExportFiles(dir, 'northwind-coffee-november', funnelOf(project, 'northwind-coffee'), { visitors, seed: 11, origin: project.site?.origin ?? '', start: '2026-11-01', days: 30, fullWidth: true });
    const lift = writeLift(project, path.join(dir, 'skincare-lift.json'), { visitors: 200_000, seed: 12, entry: 'order', lift: { b: 0.2 }, automatic: false });
    const reads: { written: ExportFile; read: Measured }[] = [];
    for (const written of month) reads.push({ written, read: await readOnce(written.file) });
    const liftRead = await readOnce(lift.file);
    const reports = reads.map(({ read }) => JSON.stringify(read.report));
    const same = reports.every((report) => report === reports[0]);
    const b = liftRead.report.funnels[0]?.experiments[0]?.variants.find((variant) => variant.id === 'b');
    const covered = b !== undefined && b.low !== null && b.high !== null && b.low < 0.2 && b.high > 0.2;
    const over = reads.filter(({ written, read }) => read.totalMs > BUDGET_MS[written.format] || read.maxRssBytes > MEMORY_BUDGET);
    const [cpu] = cpus();
    const monthWhat = `northwind-coffee, ${visitors.toLocaleString('en-US')} visitors, November, every column of GA4's web export, GA4's automatic events included`;
    const section = `## ${title}

Simulated data (invented visitors, never observed). ${new Date().toISOString()}; ${String(cpus().length)} × ${cpu?.model.trim() ?? 'unknown CPU'}, Node ${process.version}. Each read in a process of its own (\`bench/observedReadOnce.ts\`); the benchmarkIndex is Lighthouse's (\`npm run bench\` reports the same figure), taken in Chromium just before the read; the load is the 1-minute load average when the read began and ended (2 cores shared with other engineers' work). Budget on two idle cores, each read under 1 GB: read and reported in 30 s as NDJSON, 60 s gzipped, 10 s as Parquet. Command: \`npm run bench -- observed\`.

| Export | Format | Rows | Size | Read and report | Whole process | CPU time | Peak memory | Load | benchmarkIndex |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${reads.map(({ written, read }) => row(monthWhat, written, read)).join('\n')}
${row('skincare split test, 100,000 a variant arriving on order, b +20% planted', lift, liftRead)}

The three formats of the month give ${same ? 'the same report' : '✗ different reports'}. Planted lift of b: 20%. Found: ${((b?.lift ?? 0) * 100).toFixed(1)}% (95% interval ${((b?.low ?? 0) * 100).toFixed(1)}% to ${((b?.high ?? 0) * 100).toFixed(1)}%, ${(b?.visitors ?? 0).toLocaleString('en-US')} visitors on b): ${covered ? 'the interval covers the truth' : '✗ the interval misses the truth'}. Verdict: ${liftRead.report.funnels[0]?.experiments[0]?.verdict ?? 'none'}
${over.length > 0 ? `\n✗ Over the budget on this run: ${over.map(({ written, read }) => `${written.format} ${seconds(read.totalMs)} (budget ${seconds(BUDGET_MS[written.format])}), ${String(Math.round(read.maxRssBytes / 1e6))} MB`).join('; ')}.\n` : ''}`;
    await writeResultsSection(out, section);
    process.stdout.write(section);
    progress(`written to ${out} under "## ${title}"`);
    return !covered || !same || over.length > 0 ? 1 : 0;
  } finally {
    if (kept === undefined) rmSync(dir, { recursive: true, force: true });
  }
}
