/**
 * What every page is before any script runs, read from the built file as a
 * browser parses it (jsdom, scripts off): a title, a <main> holding the h1
 * and the page's links or buttons, none of it hidden by markup; links that
 * leave the site in a new tab cannot reach back, and mailto and tel links are
 * well formed. (Moved from the browser suite: everyPage.spec's visit without
 * JavaScript and security.spec's scan of every page's links. That the
 * prerendered page is laid out and shown without scripts, block by block, is
 * still a browser's to see: firstScreen.spec compares each funnel step's
 * blocks with and without JavaScript, enhancement.spec walks every path with
 * JavaScript off, and everyPage.spec holds the hydrated page's headings to
 * these files.)
 */
import { describe, expect, it } from 'vitest';
import { MISSING_ROUTE, ROUTES } from '../e2e/support/routes.ts';
import { builtHtml, expectBuilt, notFoundHtml, parse } from './builtSite.ts';

expectBuilt();

const PAGES = [...ROUTES, MISSING_ROUTE];
const documentOf = (route: string) => parse(route === MISSING_ROUTE ? notFoundHtml() : builtHtml(route));

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

describe('every page without scripts', () => {
  it.each(PAGES)('%s: a title, and a <main> with the h1 and links or buttons', (route) => {
    const document = documentOf(route);
    expect(document.title.trim(), 'a title').not.toBe('');
    const mains = document.querySelectorAll('main');
    expect(mains, 'one <main>').toHaveLength(1);
    const main = mains[0];
    if (main === undefined) return;
    expect(hiddenBy(main), '<main> is not hidden').toBeUndefined();
    const h1 = main.querySelector('h1');
    expect(h1?.textContent.trim(), 'an h1 with words in <main>').toBeTruthy();
    if (h1 !== null) expect(hiddenBy(h1), 'the h1 is not hidden').toBeUndefined();
    const actions = [...main.querySelectorAll('a[href], button')].filter((element) => hiddenBy(element) === undefined);
    expect(actions.length, 'links or buttons in <main>').toBeGreaterThan(0);
  });

  it.each(PAGES)('%s: links that open a new tab cannot reach back; mailto and tel links are well formed', (route) => {
    const problems: string[] = [];
    for (const anchor of documentOf(route).querySelectorAll('a')) {
      const href = anchor.getAttribute('href') ?? '';
      const rel = (anchor.getAttribute('rel') ?? '').split(/\s+/);
      const tag = anchor.outerHTML.slice(0, anchor.outerHTML.indexOf('>') + 1);
      if (anchor.getAttribute('target') === '_blank' && !rel.includes('noopener')) problems.push(`${tag} has no noopener`);
      if (anchor.getAttribute('target') === '_blank' && !rel.includes('noreferrer')) problems.push(`${tag} has no noreferrer`);
      if (href.startsWith('mailto:') && !/^mailto:[^@\s?]+@[^@\s?]+\.[a-z]{2,}(\?.*)?$/i.test(href)) problems.push(`bad mailto ${href}`);
      if (href.startsWith('tel:') && !/^tel:\+?[0-9]{6,15}$/.test(href)) problems.push(`bad tel ${href}`);
      if (/^(javascript|data|vbscript):/i.test(href.trim())) problems.push(`script URL ${href}`);
    }
    expect(problems).toEqual([]);
  });
});
