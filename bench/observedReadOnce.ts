import path from 'node:path';
import { loadProjectData } from '../src/config/load/projectData.ts';
import { observeExport } from '../src/observed/observeExport.ts';
import { readExport } from '../src/observed/readExport.ts';

/**
 * One read of an export, in a process of its own so that its peak memory is
 * the read's alone (DuckDB's native memory included): prints the time the
 * read and the report took, the CPU time, the peak resident memory, and the report.
 */
const files = process.argv.slice(2);
const project = loadProjectData(path.resolve(import.meta.dirname, '..'));
const started = performance.now();
const read = await readExport(files);
const readMs = performance.now() - started;
const { report } = observeExport(read, { host: new URL(project.site?.origin ?? 'https://localhost').host, funnels: project.funnels });
const totalMs = performance.now() - started;
const usage = process.resourceUsage();
// CPU time beside wall time: on a machine shared with other work, wall time says more about the others than about the read.
console.log(JSON.stringify({ readMs, totalMs, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000, maxRssBytes: usage.maxRSS * 1024, report }));
