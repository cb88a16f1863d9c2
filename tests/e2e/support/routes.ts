/**
 * Every URL the build prerenders, with the blocks each one shows, computed
 * here from content/ and funnels/ (through the build's own loaders, not the
 * app's route code), so a test over these routes covers a new page, case study
 * or funnel step without being edited.
 */
import path from 'node:path';
import type { Block } from '../../../src/blocks/registry.ts';
import type { Site } from '../../../schemas/site.ts';
import { loadContent, type Content } from '../../../src/config/load/loadContent.ts';
import { loadSite } from '../../../src/config/load/loadSite.ts';
import { PRIVACY_PATH } from '../../../src/analytics/consentPage.ts';
import { shippedFunnels, stepUrl, type Funnel } from './model.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface SiteRoute {
  path: string;
  /** How a test report names the page. */
  label: string;
  blocks: readonly Block[];
}

export interface StepRoute extends SiteRoute {
  funnel: Funnel;
  stepId: string;
}

/**
 * content/ read once a process (every Playwright worker imports this): the funnels come from shippedFunnels,
 * which checks them once too, not again with every route list.
 */
const projectData = (() => {
  let read: { content: Content; site: Site } | undefined;
  return () => {
    if (read !== undefined) return read;
    const dir = path.join(ROOT, 'content');
    const site = loadSite(dir, 'content');
    const content = loadContent(dir, 'content');
    if (site.data === undefined || content.data === undefined) {
      throw new Error(`content/ does not validate:\n${[...site.errors, ...content.errors].join('\n')}`);
    }
    read = { content: content.data, site: site.data };
    return read;
  };
})();

export const ORIGIN = projectData().site.origin;

export function funnels(): Funnel[] {
  return shippedFunnels();
}

export function contentRoutes(): SiteRoute[] {
  return projectData().content.pages.map((page) => ({ path: page.path, label: page.path, blocks: page.blocks }));
}

export function projectRoutes(): SiteRoute[] {
  const { content } = projectData();
  return content.projects.map((project) => ({
    path: `/projects/${project.slug}`,
    label: `/projects/${project.slug}`,
    blocks: content.caseStudy.blocks,
  }));
}

export function stepRoutes(funnel: Funnel): StepRoute[] {
  return Object.entries(funnel.steps).map(([stepId, step]) => ({
    path: stepUrl(funnel, stepId),
    label: `${funnel.slug} · ${stepId}`,
    blocks: step.blocks,
    funnel,
    stepId,
  }));
}

/** /privacy, on a site that measures (content/site.json names a GA4 measurement ID), laid out by content/pages/privacy.json. */
export function privacyRoutes(): SiteRoute[] {
  const { content, site } = projectData();
  if (site.analytics.measurementId === undefined || content.privacy === undefined) return [];
  return [{ path: PRIVACY_PATH, label: PRIVACY_PATH, blocks: content.privacy.blocks }];
}

export function allRoutes(): SiteRoute[] {
  return [...contentRoutes(), ...projectRoutes(), ...privacyRoutes(), ...funnels().flatMap(stepRoutes)];
}

/** An address no route knows: the static host answers it with 404.html. */
export const MISSING_ROUTE = '/no-such-page';
export const NOT_FOUND_ROUTE: SiteRoute = { path: MISSING_ROUTE, label: '404', blocks: [] };

/** The paths alone, as the sitemap lists them. */
export const ROUTES: readonly string[] = allRoutes().map((route) => route.path);
