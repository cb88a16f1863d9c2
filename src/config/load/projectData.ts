import path from 'node:path';
import { loadContent } from './loadContent.ts';
import { loadFunnels, type CandidateFunnel } from './loadFunnels.ts';
import { loadSite } from './loadSite.ts';

/**
 * Everything under funnels/ and content/, validated. The one entry point for
 * the build, `check`, the studio and tests. With a `candidate`, that funnel's
 * config stands in for its file (the studio's edit, checked before a byte is
 * written); `problems` are the funnels' errors and warnings one by one, each
 * with the very line `errors` or `warnings` holds for it.
 */
export function loadProjectData(root: string, { candidate }: { candidate?: CandidateFunnel } = {}) {
  const funnels = loadFunnels(path.join(root, 'funnels'), 'funnels', { candidate });
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
