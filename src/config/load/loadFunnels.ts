import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { funnelSchema, type Funnel } from '../../../schemas/funnel.ts';
import { checkExperiments } from '../checks/checkExperiments.ts';
import { checkForecast } from '../checks/checkForecast.ts';
import { checkTracking } from '../checks/checkTracking.ts';
import { checkFunnelAssets } from '../checks/checkFunnelAssets.ts';
import { checkFunnelGraph } from '../checks/checkFunnelGraph.ts';
import { checkBranches } from '../checks/checkBranches.ts';
import { checkDelivery } from '../checks/checkDelivery.ts';
import { checkPayment } from '../checks/checkPayment.ts';
import { checkFunnelOrder } from '../checks/checkFunnelOrder.ts';
import { FUNNEL_SLUG, WORDS_FILE } from './funnelSlug.ts';
import { migrateFunnel } from '../migrations/migrateFunnel.ts';
import { formatIssue, parseConfigIssues, readJson } from './readConfigFile.ts';
import type { ConfigIssue } from '../messages/ConfigIssue.ts';
import type { ConfigProblem } from '../messages/ConfigProblem.ts';

export interface LoadResult<T> {
  data: T;
  /** One line per problem: `funnels/plants.json: steps.product.blocks[1].price: expected number, received string` */
  errors: string[];
}

/**
 * Funnels also come with warnings: lines in the same form about something that works but may not be meant.
 * `problems` are the same errors and warnings, each with its file, path and reason apart (for the studio).
 */
export interface FunnelsResult extends LoadResult<Funnel[]> {
  warnings: string[];
  problems: ConfigProblem[];
}

/** A funnel's config put in place of its file (or of a file not yet written), as the studio proposes it. */
export interface CandidateFunnel {
  slug: string;
  /** The file's JSON, parsed. */
  config: unknown;
}

/** One file's verdict: its issues, and the funnel when there are none. */
export interface FunnelVerdict {
  funnel?: Funnel;
  issues: ConfigIssue[];
}

/**
 * Verdicts already reached, by the file's place and exact text: the studio
 * checks the same untouched files beside its candidate at every pause in
 * typing, and a file's verdict depends on its text alone (and on the pictures
 * in public/, which a file that names a new one must be edited to name).
 */
export type FunnelVerdicts = Map<string, FunnelVerdict>;
const MAX_VERDICTS = 64;

const asPath = (path: readonly PropertyKey[]): (string | number)[] => path.map((key) => (typeof key === 'symbol' ? String(key) : key));

function problem(file: string, issue: ConfigIssue, severity: ConfigProblem['severity'] = 'error'): ConfigProblem {
  return { file, path: asPath(issue.path), message: issue.message, line: formatIssue(file, issue), severity };
}

/** Every rule for one funnel file's JSON, at the paths the file itself uses; the funnel when it passes them all. */
export function checkFunnelJson(json: unknown, slug: string, publicDir: string): FunnelVerdict {
  const migrated = migrateFunnel(json);
  if (!migrated.ok) return { issues: [migrated.issue] };
  const read = parseConfigIssues(migrated.raw, funnelSchema, migrated.pathInFile);
  if (!read.ok) return { issues: read.issues };
  const graph = checkFunnelGraph(read.data);
  const issues = [
    ...graph,
    ...checkTracking(read.data),
    ...checkDelivery(read.data),
    ...checkPayment(read.data),
    // Branches are proved on a sound graph; an unknown step would only be reported twice.
    ...(graph.length === 0 ? checkBranches(read.data) : []),
    ...(existsSync(publicDir) ? checkFunnelAssets(read.data, publicDir) : []),
  ];
  // The experiments are checked on the funnel's machine, which needs a sound graph and plan to be built.
  if (issues.length === 0) issues.push(...checkExperiments({ ...read.data, slug }));
  // The forecast is read against the same machine.
  if (issues.length === 0) issues.push(...checkForecast({ ...read.data, slug }));
  return {
    funnel: issues.length === 0 ? { ...read.data, slug } : undefined,
    issues: issues.map((issue) => ({ ...issue, path: migrated.pathInFile(issue.path) })),
  };
}

/**
 * Reads every `*.json` in `dir`, brings a file in an older format up to the
 * current one, validates it and checks its graph. `label` is how the folder
 * is named in messages, as a person would type it. Problems in a migrated
 * file are reported at the JSON path the file itself uses. Pictures must
 * exist in `publicDir` (by default public/ beside the funnels folder) when
 * that folder exists. A `candidate` is checked in place of its file, with
 * every other file as it is on disk: `npm run check` and the studio both
 * come here, so the studio's verdict on an edit is the check's. `verdicts`
 * keeps each file's verdict for the next call, by its exact text.
 */
export function loadFunnels(
  dir: string,
  label = path.basename(dir),
  {
    publicDir = path.join(path.dirname(dir), 'public'),
    candidate,
    verdicts,
  }: { publicDir?: string; candidate?: CandidateFunnel; verdicts?: FunnelVerdicts } = {},
): FunnelsResult {
  if (!existsSync(dir)) {
    const issue = { path: [], message: 'folder not found; run this from the project root, the folder with package.json' };
    return { data: [], errors: [formatIssue(label, issue)], warnings: [], problems: [problem(label, issue)] };
  }
  const funnels: Funnel[] = [];
  const problems: ConfigProblem[] = [];
  // A funnel's words in another language are beside it (loadTranslations reads them), not a funnel.
  const names = readdirSync(dir).filter((name) => name.endsWith('.json') && !WORDS_FILE.test(name));
  const candidateFile = candidate === undefined ? undefined : `${candidate.slug}.json`;
  if (candidateFile !== undefined && !names.includes(candidateFile)) names.push(candidateFile);
  const files = names.sort();
  for (const file of files) {
    const name = `${label}/${file}`;
    const slug = file.slice(0, -'.json'.length);
    if (!FUNNEL_SLUG.test(slug)) {
      problems.push(
        problem(name, {
          path: [],
          message: 'the file name is the URL slug: use lower-case letters, digits and dashes (e.g. summer-sale.json)',
        }),
      );
      continue;
    }
    const json = candidate !== undefined && file === candidateFile ? { ok: true as const, data: candidate.config, text: undefined } : readJson(path.join(dir, file));
    if (!json.ok) {
      problems.push(problem(name, { path: [], message: json.message }));
      continue;
    }
    const key = json.text === undefined ? undefined : `${publicDir}\n${path.join(dir, file)}\n${json.text}`;
    const known = key === undefined ? undefined : verdicts?.get(key);
    const { funnel, issues } = known ?? checkFunnelJson(json.data, slug, publicDir);
    if (verdicts !== undefined && key !== undefined && known === undefined) {
      if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
      verdicts.set(key, { funnel, issues });
    }
    problems.push(...issues.map((issue) => problem(name, issue)));
    if (funnel !== undefined) funnels.push(funnel);
  }
  const ties = checkFunnelOrder(funnels.map((funnel) => ({ file: `${label}/${funnel.slug}.json`, order: funnel.order })));
  if (files.length === 0) problems.push(problem(label, { path: [], message: 'no funnel files (*.json) found' }));
  problems.push(...ties.map(({ file, issue }) => problem(file, issue, 'warning')));
  const lines = (severity: ConfigProblem['severity']) => problems.filter((found) => found.severity === severity).map((found) => found.line);
  return { data: funnels, errors: lines('error'), warnings: lines('warning'), problems };
}
