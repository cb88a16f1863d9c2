const trimSlash = (path: string) => path.replace(/(.)\/+$/, '$1');

/**
 * 404.html is one file served for every unknown address, so its canonical link
 * and og:url name /404, not the address in the bar. React adds the right ones
 * when it hydrates but would leave these next to them; remove them first.
 */
export function dropStaleHeadTags(doc: Document, pathname: string): void {
  const canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical === null || trimSlash(new URL(canonical.href).pathname) === trimSlash(pathname)) return;
  canonical.remove();
  doc.head.querySelector('meta[property="og:url"]')?.remove();
}
