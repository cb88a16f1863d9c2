import type { Cleanup } from './cleanup.ts';

/** What a bench runs with: the things to stop before the command exits, and where its progress goes. */
export interface BenchContext {
  readonly cleanup: Cleanup;
  /** One line of progress on stderr, named by the kind; the figures go to stdout. */
  readonly progress: (message: string) => void;
}

/** A bench whose options have been read: started, it resolves to the command's exit code. */
export type BenchRun = (context: BenchContext) => Promise<number>;

/** One kind of bench, `npm run bench -- <kind> [options]` (bench/benchKinds.ts lists them). */
export interface BenchKind {
  /** Its options, shown by `npm run bench -- <kind> --help` and under a refusal. */
  readonly usage: string;
  /** Reads its options; throws, in one sentence, on anything it does not understand. */
  parse(argv: readonly string[]): BenchRun;
}

/**
 * A kind from its usage, its option reader and its measurement. The measurement's module is loaded only to
 * run it: it brings Lighthouse, Playwright or DuckDB, which its help and a refused option need not wait for.
 */
export function benchKind<O>(
  usage: string,
  parse: (argv: readonly string[]) => O,
  load: () => Promise<(options: O, context: BenchContext) => Promise<number>>,
): BenchKind {
  return {
    usage,
    parse: (argv) => {
      const options = parse(argv);
      return async (context) => (await load())(options, context);
    },
  };
}
