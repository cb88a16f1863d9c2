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
import { linkProblems, withoutScriptsProblems } from '../support/pageChecks.ts';
import { builtHtml, expectBuilt, notFoundHtml, parse } from './builtSite.ts';

expectBuilt();

const PAGES = [...ROUTES, MISSING_ROUTE];
const documentOf = (route: string) => parse(route === MISSING_ROUTE ? notFoundHtml() : builtHtml(route));

// The rules themselves: tests/support/pageChecks.ts (a client's site's pages get the same).
describe('every page without scripts', () => {
  it.each(PAGES)('%s: a title, and a <main> with the h1 and links or buttons', (route) => {
    expect(withoutScriptsProblems(documentOf(route))).toEqual([]);
  });

  it.each(PAGES)('%s: links that open a new tab cannot reach back; mailto and tel links are well formed', (route) => {
    expect(linkProblems(documentOf(route))).toEqual([]);
  });
});
