import { loadProjectData } from '../../config/load/projectData.ts';
import type { FunnelVerdicts } from '../../config/load/loadFunnels.ts';
import type { ConfigProblem } from '../../config/messages/ConfigProblem.ts';
import type { Problem } from '../api/types.ts';

export interface FunnelProblems {
  problems: Problem[];
  warnings: Problem[];
}

// The files beside the candidate are checked once per text, not at every pause in the user's typing.
const verdicts: FunnelVerdicts = new Map();

const asProblem = ({ path, message, line }: ConfigProblem): Problem => ({ path, message, line });

/**
 * What `npm run check` says of funnels/<slug>.json with `config` in its place
 * and the rest of the project as it is on disk: the check's own function
 * (loadProjectData) with a candidate, so every rule and every word is the
 * check's. Without a config, the file as it stands.
 */
export function funnelProblems(root: string, slug: string, config?: { config: unknown }): FunnelProblems {
  const candidate = config === undefined ? undefined : { slug, config: config.config };
  const { problems } = loadProjectData(root, { candidate, verdicts });
  const file = `funnels/${slug}.json`;
  const mine = problems.filter((found) => found.file === file);
  return {
    problems: mine.filter((found) => found.severity === 'error').map(asProblem),
    warnings: mine.filter((found) => found.severity === 'warning').map(asProblem),
  };
}
