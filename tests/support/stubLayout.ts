import { vi } from 'vitest';

/**
 * jsdom has neither matchMedia nor layout, and Swiper needs both. This
 * answers media queries like a phone (nothing matches) or a desktop (every
 * min-width query matches) and gives every element a width. Undo with
 * `vi.unstubAllGlobals()` and `vi.restoreAllMocks()`.
 */
export function stubLayout({ desktop = false, width = 800 }: { desktop?: boolean; width?: number } = {}) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: desktop && media.includes('min-width'),
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
}
