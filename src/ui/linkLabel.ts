/**
 * A phone link's words stay on one line (non-breaking spaces and hyphens): a
 * number broken across lines is misread and mis-dialled.
 */
export function linkLabel(href: string, label: string): string {
  return href.startsWith('tel:') ? label.replace(/ /g, '\u00A0').replace(/-/g, '\u2011') : label;
}
