/** How many items show at once, by width: phone, tablet (≥768 px), desktop (≥1024 px). */
export interface PerView {
  base: number;
  md: number;
  lg: number;
}

export const GAP = 16;

/** The Previous / Next row under a carousel, and its distance from the slides. */
export const CONTROLS_HEIGHT = 44;
export const CONTROLS_GAP = 16;

/**
 * The width of one item in a row that shows `count` at once with GAP between them: Swiper's own sum
 * (the row less `count - 1` gaps, shared by `count`), so a row of 1.1 has the width of slide Swiper will
 * give it and the swap changes no caption's wrapping and no height.
 */
export function itemWidth(count: number): string {
  return `calc((100% - ${String(Math.round(GAP * (count - 1) * 1000) / 1000)}px) / ${String(count)})`;
}

/**
 * A slide's art is fetched only once the slide is in view or about to be. The slides a row shows at
 * its width are left to the browser's lazy loading, which fetches them well before the row scrolls
 * into view; each slide after them has its content skipped while it sits outside the row's visible
 * part, so its images wait for the visitor to move the carousel (the browser's margin would reach far
 * past the row's edge). Once the carousel is on screen, Swiper fetches the slide after those in view
 * ahead of each move (`lazyPreloadPrevNext`), so a move never shows a blank. A skipped slide takes the
 * row's height from the ones drawn. Only with scripts: without them the snapping row keeps the
 * browser's own lazy loading, which fetches a slide before it scrolls in.
 */
export function skipOffscreenSlides(slide: string, perView: PerView, media: { readonly md: string; readonly lg: string }): string {
  // Written as :nth-child(n), as specific as the rule of a narrower width it undoes.
  const from = (count: number) => `
    ${slide}:nth-child(n) {
      content-visibility: visible;
    }
    ${slide}:nth-child(n + ${String(Math.ceil(count) + 1)}) {
      content-visibility: auto;
      contain-intrinsic-size: auto none;
    }
  `;
  return `
    @media (scripting: enabled) {
      ${from(perView.base)}
    }
    @media (scripting: enabled) and ${media.md} {
      ${from(perView.md)}
    }
    @media (scripting: enabled) and ${media.lg} {
      ${from(perView.lg)}
    }
  `;
}
