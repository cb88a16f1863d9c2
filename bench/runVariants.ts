import { baseSlowdown } from './baseSlowdown.ts';
import { formatSlowdown } from './format.ts';
import type { LighthouseSettings } from './lighthouseRun.ts';
import type { Measured } from './uncheckedLimits.ts';
import { categoryIds } from './runMetrics.ts';

/** One way the bench runs Lighthouse on every route, once per --runs. */
export type RunVariant =
  | { readonly kind: 'base'; readonly label: string; readonly settings: LighthouseSettings }
  | { readonly kind: 'slower'; readonly label: string; readonly slowdown: number; readonly settings: LighthouseSettings }
  | { readonly kind: 'noScripts'; readonly label: string; readonly settings: LighthouseSettings };

/**
 * The Lighthouse runs each route gets per --runs, in order: every category at the base 4×, performance
 * alone at each further slowdown (accessibility, best practices and SEO do not depend on the CPU, so
 * running them again would only cost time), and performance at 4× with the site's own scripts blocked.
 * The bench runs them one after the other for each run, so a machine that gets busier part-way through
 * weighs on all of them alike rather than on whichever came last.
 */
export function runVariants(measured: Measured, origin: string): RunVariant[] {
  const variants: RunVariant[] = [
    {
      kind: 'base',
      label: formatSlowdown(baseSlowdown),
      settings: { cpuSlowdownMultiplier: baseSlowdown, onlyCategories: categoryIds, blockedUrlPatterns: [] },
    },
  ];
  for (const slowdown of measured.slowdowns) {
    if (slowdown === baseSlowdown) continue;
    variants.push({
      kind: 'slower',
      label: formatSlowdown(slowdown),
      slowdown,
      settings: { cpuSlowdownMultiplier: slowdown, onlyCategories: ['performance'], blockedUrlPatterns: [] },
    });
  }
  if (measured.scriptsCheck) {
    variants.push({
      kind: 'noScripts',
      label: `${formatSlowdown(baseSlowdown)} without scripts`,
      settings: { cpuSlowdownMultiplier: baseSlowdown, onlyCategories: ['performance'], blockedUrlPatterns: ownScriptPatterns(origin) },
    });
  }
  return variants;
}

/**
 * The site's own script files: every `.js` (and `.mjs`) URL on the origin served, at any depth (Chromium's
 * `*` also matches `/`). Blocking these removes every script the page runs but one: the split tests' head
 * script, written inline into the few pages around a split-tested step, which runs before they paint and is
 * part of drawing them (JSON-LD blocks are data). A script of another origin would be left to run, but the
 * site loads none.
 */
export function ownScriptPatterns(origin: string): string[] {
  return [`${origin}/*.js`, `${origin}/*.mjs`];
}
