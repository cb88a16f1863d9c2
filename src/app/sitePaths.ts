import content from 'virtual:content';
import funnels from 'virtual:funnels';
import { stepUrl } from '../engine/stepRoutes.ts';

/**
 * Every URL of the site, derived from the same files as the routes: the
 * prerender writes one HTML file per entry and the sitemap lists them.
 */
export function sitePaths(): string[] {
  return [
    ...content.pages.map((page) => page.path),
    ...content.projects.map((project) => `/projects/${project.slug}`),
    ...funnels.flatMap((funnel) => Object.keys(funnel.steps).map((stepId) => stepUrl(funnel, stepId))),
  ];
}
