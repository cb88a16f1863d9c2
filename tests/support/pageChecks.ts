/**
 * What every built page must be, as lines of problems (an empty list: none), for any build: the portfolio's
 * dist/ (tests/site/htmlValidity.test.ts, pagesWithoutScripts.test.ts) and each client's site in
 * dist-sites/<key>/ (tests/site/clientSites.test.ts). Read from the files alone, no browser.
 */
import { HtmlValidate, type ConfigData } from 'html-validate';

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

/** html-validate's findings, one line each: rule, place, selector, message. */
export async function htmlValidateProblems(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId} at ${String(message.line)}:${String(message.column)} ${message.selector ?? ''}: ${message.message}`),
  );
}

/** One <h1>, first; no heading skipping a level; the header, main, footer and nav landmarks. */
export function structureProblems(html: string): string[] {
  const problems: string[] = [];
  const headings = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
  const h1s = headings.filter((level) => level === 1).length;
  if (h1s !== 1) problems.push(`${String(h1s)} <h1>, not one`);
  if (headings[0] !== undefined && headings[0] !== 1) problems.push(`the first heading is h${String(headings[0])}, not the h1`);
  headings.forEach((level, index) => {
    const previous = headings[index - 1] ?? 1;
    if (level - previous > 1) problems.push(`heading ${String(index + 1)} (h${String(level)}) skips a level after h${String(previous)}`);
  });
  for (const landmark of ['header', 'main', 'footer', 'nav']) {
    if (!new RegExp(`<${landmark}[\\s>]`).test(html)) problems.push(`no <${landmark}> landmark`);
  }
  return problems;
}

/** Why markup alone would keep an element from a visitor (CSS classes are the browser suite's to judge). */
function hiddenBy(element: Element): string | undefined {
  for (let node: Element | null = element; node !== null; node = node.parentElement) {
    if (node.hasAttribute('hidden')) return `<${node.tagName.toLowerCase()} hidden>`;
    if (node.getAttribute('aria-hidden') === 'true') return `<${node.tagName.toLowerCase()} aria-hidden="true">`;
    const style = node.getAttribute('style') ?? '';
    if (/display:\s*none|visibility:\s*hidden/.test(style)) return `<${node.tagName.toLowerCase()} style="${style}">`;
    if (node.tagName === 'TEMPLATE' || node.tagName === 'NOSCRIPT') return `<${node.tagName.toLowerCase()}>`;
  }
  return undefined;
}

/** The page before any script runs (jsdom, scripts off): a title, one shown <main> with a shown h1 with words, and links or buttons in it. */
export function withoutScriptsProblems(document: Document): string[] {
  const problems: string[] = [];
  if (document.title.trim() === '') problems.push('no title');
  const mains = document.querySelectorAll('main');
  if (mains.length !== 1) problems.push(`${String(mains.length)} <main>, not one`);
  const main = mains[0];
  if (main === undefined) return problems;
  const mainHidden = hiddenBy(main);
  if (mainHidden !== undefined) problems.push(`<main> is hidden by ${mainHidden}`);
  const h1 = main.querySelector('h1');
  if (h1 === null || h1.textContent.trim() === '') problems.push('no h1 with words in <main>');
  const h1Hidden = h1 === null ? undefined : hiddenBy(h1);
  if (h1Hidden !== undefined) problems.push(`the h1 is hidden by ${h1Hidden}`);
  const actions = [...main.querySelectorAll('a[href], button')].filter((element) => hiddenBy(element) === undefined);
  if (actions.length === 0) problems.push('no links or buttons shown in <main>');
  return problems;
}

/** Links that open a new tab cannot reach back; mailto and tel links are well formed; no script URLs. */
export function linkProblems(document: Document): string[] {
  const problems: string[] = [];
  for (const anchor of document.querySelectorAll('a')) {
    const href = anchor.getAttribute('href') ?? '';
    const rel = (anchor.getAttribute('rel') ?? '').split(/\s+/);
    const tag = anchor.outerHTML.slice(0, anchor.outerHTML.indexOf('>') + 1);
    if (anchor.getAttribute('target') === '_blank' && !rel.includes('noopener')) problems.push(`${tag} has no noopener`);
    if (anchor.getAttribute('target') === '_blank' && !rel.includes('noreferrer')) problems.push(`${tag} has no noreferrer`);
    if (href.startsWith('mailto:') && !/^mailto:[^@\s?]+@[^@\s?]+\.[a-z]{2,}(\?.*)?$/i.test(href)) problems.push(`bad mailto ${href}`);
    if (href.startsWith('tel:') && !/^tel:\+?[0-9]{6,15}$/.test(href)) problems.push(`bad tel ${href}`);
    if (/^(javascript|data|vbscript):/i.test(href.trim())) problems.push(`script URL ${href}`);
  }
  return problems;
}

/** A page's <meta> Content-Security-Policy, its attribute's entities decoded (read by pattern: jsdom took a second a page on a busy machine). */
export const metaPolicy = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/
    .exec(html)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
