import { baseSlowdown } from './baseSlowdown.ts';
import { parseRuns, parseSlowdown } from './parseOptions.ts';
import { NEVER_BUILDS, readArgs } from './readArgs.ts';

export interface TapOptions {
  /** The build to serve, as it is on disk: the tap bench never builds. */
  readonly dir: string;
  readonly runs: number;
  readonly cpu: number;
  /** Undefined: every funnel in funnels/. */
  readonly funnels?: readonly string[];
}

export const tapUsage = `Usage: npm run bench -- tap [options]

  --dir <dir>       the build to serve and measure, as it is on disk (default dist; run npm run build first)
  --runs N          runs of each funnel's walk, each in a fresh browser context; the table shows medians (default 5)
  --cpu N           CPU slowdown multiplier, at least 1 (default ${String(baseSlowdown)})
  --funnels a,b     the funnels to walk, by slug (default: every funnel in funnels/)`;

/** Reads the tap bench's command line; throws with one sentence fit for the user on anything it does not understand. */
export function parseTapOptions(argv: readonly string[]): TapOptions {
  const values = readArgs(
    'tap',
    argv,
    { dir: { type: 'string' }, runs: { type: 'string' }, cpu: { type: 'string' }, funnels: { type: 'string' } },
    { '--no-build': NEVER_BUILDS },
  );
  const dir = values.dir ?? 'dist';
  if (dir.trim() === '') throw new Error('--dir names a build directory, not an empty one');
  return {
    dir,
    runs: parseRuns(values.runs ?? '5'),
    cpu: parseSlowdown(values.cpu ?? String(baseSlowdown), '--cpu'),
    ...(values.funnels === undefined ? {} : { funnels: parseSlugs(values.funnels) }),
  };
}

function parseSlugs(text: string): string[] {
  const slugs = text.split(',').map((slug) => slug.trim()).filter((slug) => slug !== '');
  if (slugs.length === 0) throw new Error('--funnels lists no funnel');
  return [...new Set(slugs)];
}

/** The funnels --funnels names, in the order funnels/ lists them; throws naming one it does not know. */
export function funnelsNamed<T extends { readonly slug: string }>(funnels: readonly T[], slugs: readonly string[] | undefined): T[] {
  if (slugs === undefined) return [...funnels];
  const known = funnels.map((funnel) => funnel.slug);
  const unknown = slugs.find((slug) => !known.includes(slug));
  if (unknown !== undefined) throw new Error(`--funnels names no funnel "${unknown}": funnels/ has ${known.join(', ')}`);
  return funnels.filter((funnel) => slugs.includes(funnel.slug));
}
