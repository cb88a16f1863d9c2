import { assignFromTable, pageFor, stepAddress } from './assignFromTable.ts';
import type { ExperimentTable } from './experimentTable.ts';
import { rememberVariants, visitorId } from './visitorCookies.ts';
import { pageAddress } from '../pageAddress.ts';

/** What the head script touches of the page's window; a test passes plain objects. */
export interface PaintWindow {
  document: { cookie: string };
  location: { pathname: string; search: string; hash: string; protocol: string; replace(url: string): void };
  history: { readonly state: unknown; replaceState(data: unknown, unused: string, url: string): void };
  crypto: Pick<Crypto, 'getRandomValues'>;
}


/**
 * The head script's work, before the page paints: pick (or recall) the
 * visitor's variants, keep them in cookies for the host's edge rules, and if
 * this page shows another variant than the visitor's, replace it with the
 * visitor's page. `shown` is the page this HTML was written for, which is
 * not the address when a host's edge rule serves a variant at the step's
 * own address: that visitor is already where they belong. The page replaced
 * to computes the same variants from the same cookie, so it never moves
 * again: at most one redirect. Returns the address it replaced the page
 * with, if any.
 *
 * A page that shows the visitor's variant then puts the step's own address
 * in the address bar (history.replaceState, no load): what the visitor sees,
 * shares, bookmarks and reloads is the step's, and a reload lands here again
 * through the same one redirect. The variant's page address stays a file the
 * host serves, never an address a visitor is shown.
 */
export function assignBeforePaint(table: ExperimentTable, win: PaintWindow, shown: string = win.location.pathname): string | undefined {
  const secure = win.location.protocol === 'https:';
  const id = visitorId(win.document, { search: win.location.search, secure, random: win.crypto });
  const assignment = assignFromTable(table, id);
  rememberVariants(win.document, table.experiments, id === undefined ? undefined : assignment, secure);
  const page = pageAddress(shown);
  const target = pageFor(table, page, assignment);
  if (target === undefined) return undefined;
  if (target !== page) {
    const url = `${target}${win.location.search}${win.location.hash}`;
    win.location.replace(url);
    return url;
  }
  const own = stepAddress(table, page);
  if (own !== undefined && own !== pageAddress(win.location.pathname)) {
    win.history.replaceState(win.history.state, '', `${own}${win.location.search}${win.location.hash}`);
  }
  return undefined;
}
