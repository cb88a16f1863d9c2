import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isPlainClick } from '../ui/isPlainClick.ts';

/** A file the host serves (a diagram, a download), not a page of the app. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * Links inside static blocks are plain HTML: their blocks are not hydrated
 * (see StaticBlock), so React Router's <Link> never attached to them. A
 * plain click on one that leads to another page of the site is turned into
 * the same client-side navigation a <Link> makes, so moving around the site
 * costs no page load whichever kind of block the link sits in. Anything a
 * <Link> would leave to the browser is left to it: modified clicks, other
 * tabs, downloads, other sites, files and #anchors on the same page.
 */
export function useStaticLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (click: MouseEvent) => {
      if (click.defaultPrevented || !isPlainClick(click) || !(click.target instanceof Element)) return;
      const link = click.target.closest('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.closest('[data-static-block]') === null) return;
      if ((link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return;
      const to = new URL(link.href);
      if (to.origin !== window.location.origin || FILE_PATH.test(to.pathname)) return;
      if (to.pathname === window.location.pathname && to.search === window.location.search && to.hash !== '') return;
      click.preventDefault();
      void navigate(`${to.pathname}${to.search}${to.hash}`);
    };
    document.addEventListener('click', follow);
    return () => {
      document.removeEventListener('click', follow);
    };
  }, [navigate]);
}
