import type { MouseEvent } from 'react';

/** A primary click with no modifier: a modified one (new tab, new window, download) is left to the browser. */
export function isPlainClick(click: MouseEvent): boolean {
  return click.button === 0 && !click.metaKey && !click.ctrlKey && !click.shiftKey && !click.altKey;
}
