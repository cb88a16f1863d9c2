import content from 'virtual:content';
import funnels from 'virtual:funnels';
import site from 'virtual:site';
import { createFunnelMachine } from '../engine/createFunnelMachine.ts';
import { nextStepPages } from '../engine/experiments/nextStepPages.ts';
import { allVariantPages, experimentScriptPath } from '../engine/experiments/variantAddresses.ts';
import { stepUrl } from '../engine/stepUrl.ts';
import { funnelKey } from '../engine/funnelKey.ts';
import { answerPages } from '../engine/conditions/answerPages.ts';
import { CONSENT_SCRIPT_PATH, PRIVACY_PATH } from '../analytics/consentPage.ts';
import { privacyPage } from './privacyPage.ts';
import { pathInLanguage } from '../i18n/languagePaths.ts';
import { siteLanguages } from '../i18n/pageLanguage.ts';

/**
 * Every URL of the site, derived from the same files as the routes: the
 * prerender writes one HTML file per entry and the sitemap lists them.
 */
export function sitePaths(): string[] {
  return [
    ...content.pages.map((page) => page.path),
    ...content.projects.map((project) => `/projects/${project.slug}`),
    ...(privacyPage() === undefined ? [] : siteLanguages(site).map((language) => pathInLanguage(PRIVACY_PATH, language, site))),
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

/**
 * The pages of steps whose forms depend on earlier answers, one per
 * combination a visitor can arrive with (/funnels/northwind-coffee/cup/espresso/fruity):
 * prerendered so that a quiz works without JavaScript, and left out of the
 * sitemap, since each points search engines to its step's own address.
 */
export function answerPaths(): string[] {
  return funnels.flatMap((funnel) => answerPages(funnel).map((page) => page.path));
}

/**
 * The blocking scripts a page's <head> needs: the consent script on every
 * page when a GA4 measurement ID is configured (it puts the visitor's choice
 * on the page before it paints); then its funnel's split-test head script on
 * every page of a split-tested step (it may have to replace the page with
 * the visitor's variant before anything is painted), and on the pages of the
 * steps that lead to one (it sends a tap there straight to the visitor's
 * variant page, fetched ahead, instead of through the step's own).
 */
export function headScripts(url: string): string[] {
  const consent = site.analytics.measurementId === undefined ? [] : [CONSENT_SCRIPT_PATH];
  if (!site.experiments.enabled) return consent;
  const path = url.length > 1 ? url.replace(/\/+$/, '') : url;
  const funnel = funnels.find(
    (candidate) => candidate.experiments.length > 0 && (allVariantPages(candidate).some((page) => page.path === path) || leadsToSplitTest(candidate, path)),
  );
  return funnel === undefined ? consent : [...consent, experimentScriptPath(funnelKey(funnel))];
}

function leadsToSplitTest(funnel: (typeof funnels)[number], path: string): boolean {
  const step = Object.keys(funnel.steps).find((candidate) => stepUrl(funnel, candidate) === path);
  if (step === undefined) return false;
  return nextStepPages(funnel, createFunnelMachine(funnel), step, { experiments: true }).some((next) => next.splitTest);
}
