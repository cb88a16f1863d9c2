/**
 * Every prerendered page is valid HTML, by html-validate and by the W3C Nu HTML
 * checker (vnu), with one <h1>, headings in order and the page landmarks. Only
 * the files are checked, so one project (width) is enough.
 */
import { HtmlValidate, type ConfigData } from 'html-validate';
import { checkPages, describeMessage, JAVA_MISSING, JAVA_MISSING_IN_CI, javaIsInstalled, type NuPageResult } from './support/nuChecker.ts';
import { MISSING_ROUTE, ROUTES } from './support/routes.ts';
import { atOneWidth, expect, test } from './support/test.ts';

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

test.describe('HTML validity and structure', () => {
  atOneWidth('desktop', 'the same files are served to every width');

  for (const route of [...ROUTES, MISSING_ROUTE]) {
    test(`${route} is valid HTML with one h1, ordered headings and landmarks`, async ({ request }) => {
      const html = await (await request.get(route)).text();
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
  }
});

test.describe('W3C Nu HTML checker', () => {
  // One worker runs the whole group, so vnu (a JVM) starts once for all pages. A failed test costs its worker, and
  // Playwright's fresh worker runs beforeAll (vnu) again for the pages after it: only a failing run pays that.
  test.describe.configure({ mode: 'default' });

  const isCI = process.env.CI !== undefined && process.env.CI !== '';
  const pages = new Map<string, { status: number; html: string }>();
  let results = new Map<string, NuPageResult>();

  test.beforeAll(async ({ request }, testInfo) => {
    // The files are the same at every width: desktop only. Skipped here, the group's tests are skipped with it.
    test.skip(testInfo.project.name !== 'desktop', 'the same files are served to every width');
    if (!javaIsInstalled()) {
      // CI installs Java (.ci/run), so there a missing one is a broken machine, not a reason to check less.
      if (isCI) throw new Error(JAVA_MISSING_IN_CI);
      // The skip reason is in the report; the list reporter shows only what is printed.
      console.warn(JAVA_MISSING);
      test.skip(true, JAVA_MISSING);
      return;
    }
    // Fetching the pages and one run of vnu take 2-3 s on an idle 2-core machine and up to 8 s on a loaded one;
    // the hook gets twice the test timeout, as the JVM's start is what a busy machine slows most.
    test.setTimeout(60_000);
    for (const route of [...ROUTES, MISSING_ROUTE]) {
      const response = await request.get(route);
      pages.set(route, { status: response.status(), html: await response.text() });
    }
    results = await checkPages(new Map([...pages].map(([route, page]) => [route, page.html])));
  });

  for (const route of [...ROUTES, MISSING_ROUTE]) {
    test(`${route} passes the W3C Nu HTML checker`, () => {
      expect(pages.get(route)?.status, 'the page is served (the 404 page with its status)').toBe(route === MISSING_ROUTE ? 404 : 200);
      const result = results.get(route);
      expect(result?.checked, 'vnu read the page').toBe(true);
      // Warnings do not fail the test; they are listed in the report beside it. Most come from checking a file:
      // vnu reads the <meta> CSP against the file: URL, so every same-site script and image fails 'self' there
      // (in a browser the page's origin is the site's), and it counts a JSON-LD data block as an inline script,
      // which CSP does not govern since a browser never runs one.
      for (const warning of result?.warnings ?? []) test.info().annotations.push({ type: 'vnu warning', description: describeMessage(warning) });
      expect((result?.errors ?? []).map(describeMessage), 'vnu errors').toEqual([]);
    });
  }
});
