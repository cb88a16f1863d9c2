/**
 * Every prerendered page (and the 404 page) is valid HTML, by html-validate
 * and by the W3C Nu HTML checker (vnu), with one <h1>, headings in order and
 * the page landmarks. Only the files are checked, read from dist/ (moved from
 * the browser suite's htmlValidity.spec, which fetched the same files through
 * the preview server in the desktop project).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPages, describeMessage, JAVA_MISSING, JAVA_MISSING_IN_CI, javaIsInstalled, type NuPageResult } from '../e2e/support/nuChecker.ts';
import { MISSING_ROUTE, ROUTES } from '../e2e/support/routes.ts';
import { htmlValidateProblems, structureProblems } from '../support/pageChecks.ts';
import { builtHtml, expectBuilt, notFoundHtml } from './builtSite.ts';

expectBuilt();

const PAGES = [...ROUTES, MISSING_ROUTE];
const htmlOf = (route: string) => (route === MISSING_ROUTE ? notFoundHtml() : builtHtml(route));

describe('HTML validity and structure', () => {
  it.each(PAGES)('%s is valid HTML with one h1, ordered headings and landmarks', async (route) => {
    const html = htmlOf(route);
    // html-validate's rules, and the heading and landmark rules: tests/support/pageChecks.ts (a client's site's pages get the same).
    expect(await htmlValidateProblems(html, route), 'html-validate').toEqual([]);
    expect(structureProblems(html), 'one h1, ordered headings, landmarks').toEqual([]);
  });
});

const isCI = process.env.CI !== undefined && process.env.CI !== '';
const hasJava = javaIsInstalled();
// CI installs Java (.ci/run), so there a missing one is a broken machine, not a reason to check less.
if (!hasJava && isCI) throw new Error(JAVA_MISSING_IN_CI);
if (!hasJava) console.warn(JAVA_MISSING);

describe.skipIf(!hasJava)('W3C Nu HTML checker', () => {
  let results = new Map<string, NuPageResult>();

  // One run of vnu (a JVM) for every page: 2-3 s on an idle 2-core machine, up to 8 s on a loaded one, and
  // past a minute on one shared with a browser suite at a load of 15; the JVM's start is what a busy machine
  // slows most.
  beforeAll(async () => {
    results = await checkPages(new Map(PAGES.map((route) => [route, htmlOf(route)])));
  }, 180_000);

  it.each(PAGES)('%s passes the W3C Nu HTML checker', (route) => {
    const result = results.get(route);
    expect(result?.checked, 'vnu read the page').toBe(true);
    // Warnings do not fail the test. Most come from checking a file: vnu reads the <meta> CSP against the file:
    // URL, so every same-site script and image fails 'self' there (in a browser the page's origin is the site's),
    // and it counts a JSON-LD data block as an inline script, which CSP does not govern since a browser never runs one.
    expect((result?.errors ?? []).map(describeMessage), 'vnu errors').toEqual([]);
  });
});
