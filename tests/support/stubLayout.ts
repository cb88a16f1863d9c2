import { vi } from 'vitest';

/**
 * jsdom has neither matchMedia nor layout, and Swiper needs both. This
 * answers media queries like a phone (nothing matches) or a desktop (every
 * min-width query matches) and gives every element a width. Undo with
 * `vi.unstubAllGlobals()` and `vi.restoreAllMocks()`.
 */
export function stubLayout({ desktop = false, width = 800 }: { desktop?: boolean; width?: number } = {}) {
  stubMatchMedia((media) => desktop && media.includes('min-width'));
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
}

/** A matchMedia that answers each query with `matches(query)`; undo with `vi.unstubAllGlobals()`. */
export function stubMatchMedia(matches: (media: string) => boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: matches(media),
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
