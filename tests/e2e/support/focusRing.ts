/**
 * Visible focus, measured: every element the keyboard can reach on a page is
 * focused in turn (after a real Tab, so the browser treats focus as keyboard
 * focus and :focus-visible applies), and its ring is checked the way a
 * sighted keyboard user would judge it: there is an outline at least 2 px
 * wide, no ancestor's overflow clips it away, and its colour has at least
 * 3:1 contrast against the colour behind it (WCAG 1.4.11 and 2.4.7).
 */
import type { Page } from '@playwright/test';

export interface FocusRingProblem {
  element: string;
  problem: string;
}

export async function focusRingProblems(page: Page): Promise<FocusRingProblem[]> {
  // A real key press first: focus() after it counts as keyboard focus, so :focus-visible styles apply.
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];

    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    /** Any CSS colour (rgb(), color(srgb …), named) as 0–255 RGB and 0–1 alpha, by letting a canvas parse it. */
    const parse = (css: string): Rgba => {
      if (canvas === null) throw new Error('no canvas');
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = css;
      canvas.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3] + bottom[3] * (1 - top[3]);
      if (a === 0) return [0, 0, 0, 0];
      const mix = (i: 0 | 1 | 2) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
      return [mix(0), mix(1), mix(2), a];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    /** The flat colour behind `element`: the backgrounds of its ancestors, composited over white. */
    const backdrop = (element: Element | null): Rgba => {
      const layers: Rgba[] = [];
      for (let node = element; node !== null; node = node.parentElement) layers.push(parse(getComputedStyle(node).backgroundColor));
      return layers.reverse().reduce<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const describe = (element: Element) => {
      const name = (element.getAttribute('aria-label') ?? element.textContent).trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${element.id === '' ? '' : `#${element.id}`} “${name}”`;
    };

    // The ring's final look, not the first frame of a transition into it.
    const still = document.createElement('style');
    still.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(still);

    const focusable = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    const problems: { element: string; problem: string }[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(focusable))) {
      if (element.closest('[inert]') !== null) continue;
      element.focus({ preventScroll: true });
      // Not reachable now (display: none, e.g. the closed phone menu's links): nothing to see.
      if (document.activeElement !== element || element.getClientRects().length === 0) continue;
      // A radio styled as a card shows the ring on its label.
      const ringed = getComputedStyle(element).outlineStyle === 'none' && element.closest('label') !== null ? (element.closest('label') ?? element) : element;
      const style = getComputedStyle(ringed);
      const width = parseFloat(style.outlineWidth);
      if (style.outlineStyle === 'none' || width < 2) {
        problems.push({ element: describe(element), problem: `no focus outline (outline: ${style.outlineStyle} ${style.outlineWidth})` });
        continue;
      }
      const offset = parseFloat(style.outlineOffset);
      const box = ringed.getBoundingClientRect();
      const reach = Math.max(offset + width, 0);
      const ring = { left: box.left - reach, top: box.top - reach, right: box.right + reach, bottom: box.bottom + reach };
      for (let node = ringed.parentElement; node !== null && node !== document.body; node = node.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(node);
        if (overflowX === 'visible' && overflowY === 'visible') continue;
        const clip = node.getBoundingClientRect();
        // Part of the element itself is outside: it is a slide of a scrolling row, which brings it into view on focus.
        if (box.left < clip.left || box.right > clip.right || box.top < clip.top || box.bottom > clip.bottom) break;
        const clippedSides = [ring.left < clip.left - 0.5, ring.top < clip.top - 0.5, ring.right > clip.right + 0.5, ring.bottom > clip.bottom + 0.5].filter(Boolean).length;
        if (clippedSides > 0 && offset >= 0) {
          problems.push({ element: describe(element), problem: `the ring is cut off on ${clippedSides} side(s) by ${node.tagName.toLowerCase()}.${node.className.split(' ')[0] ?? ''}` });
          break;
        }
      }
      const ringColour = parse(style.outlineColor);
      // An inset ring sits on the element itself; an outset one on whatever is behind the element.
      const behind = offset < 0 ? backdrop(ringed) : backdrop(ringed.parentElement);
      const ratio = contrast(over(ringColour, behind), behind);
      if (ratio < 3) problems.push({ element: describe(element), problem: `ring contrast ${ratio.toFixed(2)}:1 against ${style.outlineColor} on rgb(${behind.slice(0, 3).map(Math.round).join(', ')})` });
    }
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    still.remove();
    return problems;
  });
}
