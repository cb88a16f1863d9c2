import path from 'node:path';
import type { Funnel } from '../../../schemas/funnel.ts';
import type { Site } from '../../../schemas/site.ts';
import { deliveringForms } from '../../engine/delivery/deliveringForms.ts';
import { loadContent, type Content } from './loadContent.ts';
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
    errors: [...funnels.errors, ...site.errors, ...content.errors, ...privacyPageErrors(site.data, content.data, funnels.data)],
    warnings: funnels.warnings,
    problems: funnels.problems,
  };
}

/**
 * A site that measures its visitors, or whose forms send what they type, must tell them how: its privacy
 * page's layout, holding the notice the config writes.
 */
function privacyPageErrors(site: Site | undefined, content: Content | undefined, funnels: readonly Funnel[]): string[] {
  const delivering = funnels.find((funnel) => deliveringForms(funnel).length > 0);
  if ((site?.analytics.measurementId === undefined && delivering === undefined) || content === undefined) return [];
  const why =
    site?.analytics.measurementId === undefined
      ? `funnels/${delivering?.slug ?? ''}.json has a form that delivers what visitors type ("deliver"), and a site that keeps it needs a privacy page`
      : 'content/site.json names a GA4 measurement ID (analytics.measurementId), and a site that measures its visitors needs a privacy page';
  if (content.privacy === undefined) return [`content/pages/privacy.json: file not found: ${why}; copy this project’s own`];
  if (!content.privacy.blocks.some((block) => block.type === 'privacy-notice')) {
    return [`content/pages/privacy.json: blocks: no privacy-notice block: ${why}, and the privacy-notice block is what states its facts`];
  }
  return [];
}
