import { parseRuns, parseSlowdown } from './parseOptions.ts';
import { readArgs } from './readArgs.ts';

export const svgCostUsage = `Usage: npm run bench -- svg-cost [options]

  --runs N          visits per artwork; the figure is their median (default 3)
  --slowdown N      CPU slowdown multiplier, at least 1 (default 4)
  --only <text>     measure only the artwork whose path under public/ holds <text>, e.g. projects/
  --rewrites        also measure each artwork with its lettering simplified (bench/svgRewrites.ts)
  --json            print the figures as JSON instead of a table`;

export interface SvgCostOptions {
  readonly runs: number;
  readonly slowdown: number;
  readonly only: string;
  readonly rewrites: boolean;
  readonly json: boolean;
}

export function parseSvgCostOptions(argv: readonly string[]): SvgCostOptions {
  const values = readArgs('svg-cost', argv, {
    runs: { type: 'string', default: '3' },
    slowdown: { type: 'string', default: '4' },
    json: { type: 'boolean' },
    only: { type: 'string' },
    rewrites: { type: 'boolean' },
  });
  return {
    runs: parseRuns(values.runs),
    slowdown: parseSlowdown(values.slowdown, '--slowdown'),
    only: values.only ?? '',
    rewrites: values.rewrites === true,
    json: values.json === true,
  };
}
