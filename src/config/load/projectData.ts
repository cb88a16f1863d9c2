import path from 'node:path';
import { loadContent } from './loadContent.ts';
import { loadFunnels, type CandidateFunnel, type FunnelVerdicts } from './loadFunnels.ts';
import { loadSite } from './loadSite.ts';

/**
 * Everything under funnels/ and content/, validated. The one entry point for
 * the build, `check`, the studio and tests. With a `candidate`, that funnel's
 * config stands in for its file (the studio's edit, checked before a byte is
 * written); `problems` are the funnels' errors and warnings one by one, each
 * with the very line `errors` or `warnings` holds for it. `verdicts` keeps
 * the funnel files' verdicts between calls (see loadFunnels).
 */
export function loadProjectData(root: string, { candidate, verdicts }: { candidate?: CandidateFunnel; verdicts?: FunnelVerdicts } = {}) {
  const funnels = loadFunnels(path.join(root, 'funnels'), 'funnels', { candidate, verdicts });
  const site = loadSite(path.join(root, 'content'), 'content');
  const content = loadContent(path.join(root, 'content'), 'content');
  return {
    funnels: funnels.data,
    site: site.data,
    content: content.data,
    errors: [...funnels.errors, ...site.errors, ...content.errors],
    warnings: funnels.warnings,
    problems: funnels.problems,
  };
}
