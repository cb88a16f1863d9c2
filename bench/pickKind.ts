import { didYouMean } from '../src/config/messages/closest.ts';
import { benchKinds, DEFAULT_KIND, type BenchKindEntry } from './benchKinds.ts';

/** What `npm run bench -- …` asks for: a kind and its options, the list of kinds, or a word that is no kind. */
export type Picked =
  | { readonly kind: BenchKindEntry; readonly args: readonly string[] }
  | { readonly list: true }
  | { readonly refusal: string };

/**
 * The kind the first word names, with the words after it as its options; no kind named (nothing, or an
 * option first) is Lighthouse's, with every word as its options; `--help` alone first lists the kinds.
 */
export function pickKind(argv: readonly string[], kinds: readonly BenchKindEntry[] = benchKinds): Picked {
  const [first, ...rest] = argv;
  if (first === '--help' || first === '-h') return { list: true };
  if (first === undefined || first.startsWith('-')) {
    const kind = kinds.find((entry) => entry.name === DEFAULT_KIND);
    if (kind === undefined) throw new Error(`no bench of the default kind, ${DEFAULT_KIND}`);
    return { kind, args: argv };
  }
  const kind = kinds.find((entry) => entry.name === first);
  if (kind !== undefined) return { kind, args: rest };
  const names = kinds.map((entry) => entry.name);
  return {
    refusal: `"${first}" is no kind of bench${didYouMean(first, names)}: npm run bench -- <kind> [options] takes one of ${names.join(', ')}.`,
  };
}
