import type { BenchContext } from './benchKind.ts';
import { benchKinds, DEFAULT_KIND } from './benchKinds.ts';
import type { Cleanup } from './cleanup.ts';
import { pickKind } from './pickKind.ts';

/** Where the command writes: the figures and help to `out`, progress and refusals to `err`. */
export interface BenchOutput {
  out(text: string): void;
  err(text: string): void;
}

const toConsole: BenchOutput = {
  out: (text) => {
    console.log(text);
  },
  err: (text) => {
    console.error(text);
  },
};

/** `npm run bench -- --help`: every kind, one line each, what it measures and when to choose it. */
export function kindsHelp(): string {
  const width = Math.max(...benchKinds.map((kind) => kind.name.length));
  return [
    'Usage: npm run bench -- [<kind>] [options]     (npm run bench -- <kind> --help: its options)',
    '',
    `Kinds (${DEFAULT_KIND} when none is named; docs/performance.md#which-bench):`,
    ...benchKinds.map((kind) => `  ${kind.name.padEnd(width)}  ${kind.measures}; choose it ${kind.choose}`),
  ].join('\n');
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * `npm run bench -- [<kind>] [options]`: runs the kind named (bench/benchKinds.ts), and resolves to the exit
 * code: the kind's own (0 measured, 1 a limit missed where the kind has one), or 2 when the bench cannot run,
 * with one sentence and the kind's options for an option it does not understand.
 */
export async function benchCommand(argv: readonly string[], cleanup: Cleanup, output: BenchOutput = toConsole): Promise<number> {
  const picked = pickKind(argv);
  if ('list' in picked) {
    output.out(kindsHelp());
    return 0;
  }
  if ('refusal' in picked) {
    output.err(`${picked.refusal}\n\n${kindsHelp()}`);
    return 2;
  }
  const { name, kind } = picked.kind;
  if (picked.args.includes('--help') || picked.args.includes('-h')) {
    output.out(kind.usage);
    return 0;
  }
  let run;
  try {
    run = kind.parse(picked.args);
  } catch (error) {
    output.err(`${message(error)}\n\n${kind.usage}`);
    return 2;
  }
  const context: BenchContext = {
    cleanup,
    progress: (text) => {
      output.err(`[bench ${name}] ${text}`);
    },
  };
  try {
    return await run(context);
  } catch (error) {
    output.err(`[bench ${name}] could not run: ${message(error)}`);
    return 2;
  }
}
