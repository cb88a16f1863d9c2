import path from 'node:path';
import { loadContent } from './loadContent.ts';
import { loadFunnels } from './loadFunnels.ts';
import { loadSite } from './loadSite.ts';

/** Everything under funnels/ and content/, validated. The one entry point for the build, `check` and tests. */
export function loadProjectData(root: string) {
  const funnels = loadFunnels(path.join(root, 'funnels'), 'funnels');
  const site = loadSite(path.join(root, 'content'), 'content');
  const content = loadContent(path.join(root, 'content'), 'content');
  return {
    funnels: funnels.data,
    site: site.data,
    content: content.data,
    errors: [...funnels.errors, ...site.errors, ...content.errors],
    warnings: funnels.warnings,
  };
}
