import content from 'virtual:content';
import funnels from 'virtual:funnels';
import site from 'virtual:site';
import { allVariantPages, experimentScriptPath } from '../engine/experiments/variantAddresses.ts';
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

/**
 * The pages of split tests' variants, beside the step each belongs to
 * (/funnels/skincare/order/b): prerendered, but not in the sitemap, since
 * each points search engines to its step's address. None while
 * content/site.json switches experiments off.
 */
export function variantPaths(): string[] {
  if (!site.experiments.enabled) return [];
  return funnels.flatMap((funnel) => allVariantPages(funnel).filter((page) => !page.control).map((page) => page.path));
}

/** The blocking scripts a page's <head> needs: on every page of a step a split test runs on, its funnel's head script. */
export function headScripts(url: string): string[] {
  if (!site.experiments.enabled) return [];
  const path = url.length > 1 ? url.replace(/\/+$/, '') : url;
  const funnel = funnels.find((candidate) => allVariantPages(candidate).some((page) => page.path === path));
  return funnel === undefined ? [] : [experimentScriptPath(funnel.slug)];
}
