import { parseRuns } from './parseOptions.ts';
import { NEVER_BUILDS, readArgs } from './readArgs.ts';

export const evalUsage = `Usage: npm run bench -- eval [options]   (after npm run build)

  --dir <dir>        the build (default dist)
  --modules a,b      modules to time, each the start of a file name in <dir>/assets
                     (default client-: React DOM's client, react-dom/client)
  --runs N           loads per module and browser; the figures are medians (default 7)`;

export interface EvalOptions {
  readonly dir: string;
  readonly modules: readonly string[];
  readonly runs: number;
}

export function parseEvalOptions(argv: readonly string[]): EvalOptions {
  const values = readArgs(
    'eval',
    argv,
    { dir: { type: 'string', default: 'dist' }, modules: { type: 'string', default: 'client-' }, runs: { type: 'string', default: '7' } },
    { '--no-build': NEVER_BUILDS },
  );
  const modules = values.modules.split(',').map((prefix) => prefix.trim()).filter((prefix) => prefix !== '');
  if (modules.length === 0) throw new Error('--modules lists no module');
  return { dir: values.dir, modules, runs: parseRuns(values.runs) };
}
