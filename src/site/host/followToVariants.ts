import { assignFromTable, pageFor } from '../../engine/experiments/assignFromTable.ts';
import type { ExperimentTable } from '../../engine/experiments/experimentTable.ts';
import { ID_COOKIE, readCookie } from '../../engine/experiments/visitorCookies.ts';
import { isPlainClick } from '../../ui/isPlainClick.ts';
import { pageAddress } from '../../engine/pageAddress.ts';

/** What the head script listens to and moves, of the page's window; a test passes its own. */
export interface FollowWindow {
  document: { cookie: string };
  location: { origin: string; assign(url: string): void };
  addEventListener(type: 'click' | 'submit', listener: (event: Event) => void): void;
}


/**
 * Before the app has started, a link or a form on the page is plain HTML:
 * one that leads to a split-tested step would load the step's own page,
 * whose head script would then load the visitor's variant page, a second
 * round trip the speculation rules did not fetch ahead (a page fetched ahead
 * serves only a navigation from the page that asked for it). So a plain
 * click, or a form sent, to such a step goes straight to the visitor's page.
 * The visitor's variants are read from the id cookie the head script has
 * just kept (none: the controls). Listening on the window, after the
 * document, lets the app (React Router's links, useStaticLinks) take the
 * event first once it runs: it prevents the default, and this does nothing.
 */
export function followToVariants(table: ExperimentTable, win: FollowWindow): void {
  const visitorPage = (url: URL): string | undefined => {
    if (url.origin !== win.location.origin) return undefined;
    const target = pageFor(table, url.pathname, assignFromTable(table, readCookie(win.document.cookie, ID_COOKIE)));
    return target === undefined || target === pageAddress(url.pathname) ? undefined : `${target}${url.search}${url.hash}`;
  };
  win.addEventListener('click', (event) => {
    if (event.defaultPrevented || !(event instanceof MouseEvent) || !isPlainClick(event) || !(event.target instanceof Element)) return;
    const link = event.target.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || (link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return;
    const target = visitorPage(new URL(link.href));
    if (target === undefined) return;
    event.preventDefault();
    win.location.assign(target);
  });
  win.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method !== 'get') return;
    // The browser reads the form's action after this event, and still sends its fields and its submitter.
    const target = visitorPage(new URL(form.action));
    if (target !== undefined) form.action = target;
  });
}
