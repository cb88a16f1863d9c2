/**
 * The W3C Nu HTML checker (vnu, from the vnu-jar package) run over a set of
 * pages in one go. vnu is a Java program: starting the JVM costs a second or
 * two, so every page is written to one temporary directory and checked by a
 * single `java -jar` call, and the messages are handed back page by page.
 *
 * Java is found on PATH only. vnu-jar's own helper (and its postinstall) would
 * download a Java runtime from GitHub when there is none; the tests never do
 * that: a machine without Java installs Debian's (see `.ci/run`).
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The jar itself; the package has no `exports` map, so its files resolve by path. */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * A run of a few seconds never repays the JVM's optimising compiler: with the quick one only
 * (TieredStopAtLevel=1) the same report takes half the CPU time (1.8 s instead of 3.8 s for the 19 pages) and,
 * on a 2-core machine with a load average of 18, 5-8 s instead of 20-26 s of wall time; the report is byte for
 * byte the same. With it, vnu's deeply recursive schema check overflowed the default 1 MB thread stack
 * (StackOverflowError; vnu asks for at least 512 KB), so the stack is 4 MB.
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-Xss4m'];

export const JAVA_MISSING = 'Java is not installed: the W3C Nu HTML check was skipped; apt-get install -y default-jre-headless';
export const JAVA_MISSING_IN_CI =
  'Java is not installed, and in CI the W3C Nu HTML check may not be skipped: apt-get install -y default-jre-headless (.ci/run installs it when java is missing)';

/** One message of vnu's JSON output (https://github.com/validator/validator/wiki/Output-»-JSON). */
export interface NuMessage {
  /** "info" with subType "warning" is a warning; a plain "info" is informational. */
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
}

export interface NuPageResult {
  /** Whether vnu named the file as checked: a file it never read would otherwise look clean. */
  checked: boolean;
  errors: NuMessage[];
  warnings: NuMessage[];
}

/** Whether a `java` runs on this machine. */
export function javaIsInstalled(): boolean {
  const result = spawnSync('java', ['-version'], { stdio: 'ignore' });
  return result.error === undefined && result.status === 0;
}

/** "12:345 Duplicate ID “x”. (…extract…)": where and what, on one line. */
export function describeMessage(message: NuMessage): string {
  const where = message.lastLine === undefined ? '' : `${String(message.lastLine)}:${String(message.firstColumn ?? message.lastColumn ?? 0)} `;
  const extract = message.extract === undefined ? '' : ` (${message.extract.replace(/\s+/g, ' ').trim()})`;
  return `${where}${message.message}${extract}`;
}

/**
 * Checks every page with one run of vnu. `pages` maps a name (any string: a
 * route) to the page's HTML; the result maps the same names to their errors
 * and warnings. Throws when vnu cannot run or reports a message that belongs
 * to no page.
 */
export async function checkPages(pages: ReadonlyMap<string, string>): Promise<Map<string, NuPageResult>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nu-check-'));
  try {
    // Plain numbered names: vnu reports a file as a file: URL, and a page's address would need escaping in one.
    const files = new Map<string, string>();
    let index = 0;
    for (const [name, html] of pages) {
      index += 1;
      const file = path.join(dir, `page-${String(index)}.html`);
      files.set(file, name);
      await writeFile(file, html);
    }

    // --skip-info-messages drops the purely informational notes (React writes void elements as <meta/>, which vnu
    // notes on every one) and keeps errors and warnings. --verbose names each file read on stdout, while the JSON
    // report goes to stderr. --exit-zero-always: errors are read from the report, not from the exit code.
    const { stdout, stderr } = await run(
      'java',
      [...JVM_OPTIONS, '-jar', VNU_JAR, '--format', 'json', '--skip-info-messages', '--verbose', '--exit-zero-always', ...files.keys()],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const report = parseReport(stderr);

    const results = new Map<string, NuPageResult>();
    const checkedFiles = new Set(stdout.split('\n').map((line) => path.resolve(line.trim())));
    for (const [file, name] of files) results.set(name, { checked: checkedFiles.has(file), errors: [], warnings: [] });
    for (const message of report.messages) {
      const name = message.url === undefined ? undefined : files.get(filePath(message.url));
      const result = name === undefined ? undefined : results.get(name);
      if (result === undefined) throw new Error(`vnu reported a message about no page it was given: ${JSON.stringify(message)}`);
      if (message.type === 'info') {
        if (message.subType === 'warning') result.warnings.push(message);
      } else {
        result.errors.push(message);
      }
    }
    return results;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** vnu writes `file:/tmp/x.html` (one slash); the path is what follows the scheme. */
function filePath(url: string): string {
  return path.resolve(decodeURIComponent(url.replace(/^file:(\/\/)?/, '')));
}

function parseReport(stderr: string): { messages: NuMessage[] } {
  // The JVM may print a note of its own before the report (e.g. "Picked up JAVA_TOOL_OPTIONS").
  const start = stderr.indexOf('{"');
  try {
    const report = JSON.parse(stderr.slice(Math.max(start, 0))) as { messages?: NuMessage[] };
    if (!Array.isArray(report.messages)) throw new Error('no "messages" array');
    return { messages: report.messages };
  } catch (error) {
    throw new Error(`vnu did not write a JSON report (${String(error)}); it wrote:\n${stderr.slice(0, 2000)}`, { cause: error });
  }
}
