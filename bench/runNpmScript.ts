import { spawn } from 'node:child_process';

/**
 * Runs `npm run <script>` to completion. Its output goes to stderr so that stdout carries only the table.
 * The script is called by name because what `build` does (e.g. a prerender step) belongs to package.json.
 */
export function runNpmScript(script: string, args: readonly string[] = []): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script, ...(args.length > 0 ? ['--', ...args] : [])], {
      stdio: ['ignore', process.stderr, process.stderr],
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`npm run ${script} failed (${signal ?? `exit code ${code ?? '?'}`})`));
    });
  });
}
