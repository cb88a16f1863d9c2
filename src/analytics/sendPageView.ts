import type { GtagHost } from './mirrorToGtag.ts';

/**
 * A portfolio page's page_view (a funnel's steps send their own, from its
 * tracking plan): at once if the visitor has accepted, else as soon as they
 * accept while still on the page; never twice. Returns the way to stop
 * waiting, for when the visitor moves on first.
 */
export function sendPageView(host: GtagHost, params: { page_location: string; page_title: string }): () => void {
  let sent = false;
  const send = (): boolean => {
    if (!sent && host.granted() && host.gtag !== undefined) {
      sent = true;
      host.gtag('event', 'page_view', params);
    }
    return sent;
  };
  if (send()) return () => undefined;
  return host.onChange(() => {
    send();
  });
}
