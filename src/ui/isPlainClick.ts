/** A primary click with no modifier: a modified one (new tab, new window, download) is left to the browser. */
export function isPlainClick(click: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return click.button === 0 && !click.metaKey && !click.ctrlKey && !click.shiftKey && !click.altKey;
}
