/**
 * Every URL the build prerenders, with the blocks each one shows, computed
 * here from content/ and funnels/ (through the build's own loaders, not the
 * app's route code), so a test over these routes covers a new page, case study
 * or funnel step without being edited.
 */
import path from 'node:path';
import type { Block } from '../../../src/blocks/registry.ts';
import { loadProjectData } from '../../../src/config/load/projectData.ts';
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

function projectData() {
  const data = loadProjectData(ROOT);
  if (data.errors.length > 0 || data.content === undefined || data.site === undefined) {
    throw new Error(`content/ or funnels/ does not validate:\n${data.errors.join('\n')}`);
  }
  return { content: data.content, site: data.site };
}

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

export function allRoutes(): SiteRoute[] {
  return [...contentRoutes(), ...projectRoutes(), ...funnels().flatMap(stepRoutes)];
}

/** An address no route knows: the static host answers it with 404.html. */
export const MISSING_ROUTE = '/no-such-page';
export const NOT_FOUND_ROUTE: SiteRoute = { path: MISSING_ROUTE, label: '404', blocks: [] };

/** The paths alone, as the sitemap lists them. */
export const ROUTES: readonly string[] = allRoutes().map((route) => route.path);
