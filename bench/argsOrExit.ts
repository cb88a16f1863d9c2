import { parseArgs, type ParseArgsConfig } from 'node:util';

/**
 * A bench's command line, read by Node's parseArgs (strict: no option it does not declare, no stray
 * word). What it does not understand is answered with parseArgs' own sentence and the bench's usage, exit
 * code 2, and no stack trace, as `npm run bench` answers.
 */
export function argsOrExit<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>>['values'] {
  try {
    return parseArgs({ strict: true, allowPositionals: false, ...config }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(2);
  }
}
