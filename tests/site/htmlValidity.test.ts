/**
 * Every prerendered page (and the 404 page) is valid HTML, by html-validate
 * and by the W3C Nu HTML checker (vnu), with one <h1>, headings in order and
 * the page landmarks. Only the files are checked, read from dist/ (moved from
 * the browser suite's htmlValidity.spec, which fetched the same files through
 * the preview server in the desktop project).
 */
import { HtmlValidate, type ConfigData } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPages, describeMessage, JAVA_MISSING, JAVA_MISSING_IN_CI, javaIsInstalled, type NuPageResult } from '../e2e/support/nuChecker.ts';
import { MISSING_ROUTE, ROUTES } from '../e2e/support/routes.ts';
import { builtHtml, expectBuilt, notFoundHtml } from './builtSite.ts';

expectBuilt();

const config: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // React serialises void elements as <meta/> and empty or boolean attributes as crossorigin="" and
    // required=""; both spellings are valid HTML, so these purely stylistic rules are off.
    'void-style': 'off',
    'attribute-empty-style': 'off',
    'attribute-boolean-style': 'off',
    // React writes the DOM property name fetchPriority; attribute names are case-insensitive in HTML.
    'attr-case': 'off',
    // React's useId ids start with an underscore, which HTML allows (the strict form is a CSS-selector nicety).
    'valid-id': ['error', { relaxed: true }],
    // A list of tags or screens is named for screen readers; lists may take a name (ARIA role "list").
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // Phone links are kept on one line by CSS (white-space: nowrap on a[href^="tel:"], in buttonStyles and the
    // header), which this rule cannot see; swapping in non-breaking characters would change the words that
    // assistive technology, copy and search get.
    'tel-non-breaking': 'off',
  },
};

const validator = new HtmlValidate(config);
const PAGES = [...ROUTES, MISSING_ROUTE];
const htmlOf = (route: string) => (route === MISSING_ROUTE ? notFoundHtml() : builtHtml(route));

describe('HTML validity and structure', () => {
  it.each(PAGES)('%s is valid HTML with one h1, ordered headings and landmarks', async (route) => {
    const html = htmlOf(route);
    const report = await validator.validateString(html, route);
    const problems = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId} at ${String(message.line)}:${String(message.column)} ${message.selector ?? ''}: ${message.message}`),
    );
    expect(problems, 'html-validate').toEqual([]);

    const headings = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
    expect(headings.filter((level) => level === 1), 'one <h1>').toHaveLength(1);
    expect(headings[0], 'the first heading is the h1').toBe(1);
    headings.forEach((level, index) => {
      const previous = headings[index - 1] ?? 1;
      expect(level - previous, `heading ${String(index + 1)} (h${String(level)}) skips a level after h${String(previous)}`).toBeLessThanOrEqual(1);
    });
    for (const landmark of ['header', 'main', 'footer']) expect(html, `a <${landmark}> landmark`).toMatch(new RegExp(`<${landmark}[\\s>]`));
    expect(html, 'a <nav> landmark').toMatch(/<nav[\s>]/);
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
