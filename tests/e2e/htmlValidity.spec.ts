/**
 * Every prerendered page is valid HTML (html-validate) with one <h1>, headings
 * in order and the page landmarks. Only the files are checked, so one project
 * (width) is enough.
 */
import { HtmlValidate, type ConfigData } from 'html-validate';
import { MISSING_ROUTE, ROUTES } from './support/routes.ts';
import { expect, test } from './support/test.ts';

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
  test.skip(({ isMobile }) => isMobile, 'the same files are served to every width');

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
