import { useEffect, type RefObject } from 'react';

/** What makes a control the same control in the other row: its name, else its address. */
function controlKey(element: Element): string | null {
  return element.getAttribute('aria-label') ?? element.getAttribute('href');
}

/**
 * Keeps the keyboard's place when the carousel swaps its plain row for Swiper's. The swap can come at any
 * moment after the carousel nears the viewport (later on a slow phone), and the focused card's button is
 * removed with the old row: focus would fall to the page's start, and a keyboard or screen-reader user
 * would lose their place (for instance just after closing the fullscreen viewer, which hands focus back to
 * the card that opened it). So the focused control's name is remembered while focus is inside, and when
 * the rows change and focus has fallen out of the page, the same control in the new row takes it back.
 */
export function useFocusAcrossSwap(anchor: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = anchor.current;
    if (root === null || typeof MutationObserver !== 'function') return;
    // Focus may have come before the scripts (a Tab on the prerendered page).
    let focusedKey = document.activeElement !== null && root.contains(document.activeElement) ? controlKey(document.activeElement) : null;
    const onFocusIn = (event: FocusEvent) => {
      focusedKey = event.target instanceof Element ? controlKey(event.target) : null;
    };
    // Focus that moves on to somewhere else in the page is the visitor's choice, not a loss to repair.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) focusedKey = null;
    };
    const observer = new MutationObserver(() => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (focusedKey === null || !lost) return;
      const again = [...root.querySelectorAll<HTMLElement>('a[href], button')].find(
        (control) => controlKey(control) === focusedKey && control.getClientRects().length > 0,
      );
      again?.focus({ preventScroll: true });
    });
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [anchor]);
}
