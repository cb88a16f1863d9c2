import { parseArgs, type ParseArgsConfig } from 'node:util';

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** What a bench that only measures a build on disk answers to `--no-build`, the Lighthouse bench's option. */
export const NEVER_BUILDS = 'it never builds, it measures the build on disk (run npm run build first, or give --dir)';

/**
 * A bench's options, read by Node's parseArgs (strict: no option it does not declare, no stray word). An
 * option it lacks is named in a sentence, with the reason where `lacks` gives one (`--no-build` to a bench
 * that never builds); anything else parseArgs refuses keeps parseArgs' own sentence.
 */
export function readArgs<const O extends ParseArgsOptionsConfig>(kind: string, argv: readonly string[], options: O, lacks: Readonly<Record<string, string>> = {}) {
  try {
    return parseArgs({ args: [...argv], options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new Error(unknownOption(kind, error, lacks) ?? (error instanceof Error ? error.message : String(error)), { cause: error });
  }
}

function unknownOption(kind: string, error: unknown, lacks: Readonly<Record<string, string>>): string | undefined {
  if (!(error instanceof Error) || !('code' in error) || error.code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return undefined;
  const option = /'([^']+)'/.exec(error.message)?.[1];
  if (option === undefined) return undefined;
  const why = lacks[option];
  return why === undefined ? `bench ${kind} has no option ${option}` : `bench ${kind} takes no ${option}: ${why}`;
}
