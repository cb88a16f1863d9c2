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

/** The width of one item in a row that shows `count` at once with GAP between them. */
export function itemWidth(count: number): string {
  return `calc((100% - ${GAP * (Math.ceil(count) - 1)}px) / ${count})`;
}

/**
 * A slide's art is fetched only once the slide is on screen or about to be: each slide's content is
 * skipped while it sits outside the row's visible part, so the browser's lazy loading, whose margin
 * reaches far past a carousel's edge, leaves its images alone until the visitor moves the carousel.
 * Once the carousel is on screen, Swiper fetches the slide after the ones in view ahead of each move
 * (`lazyPreloadPrevNext`), so a swipe never shows a blank. The first slide is always drawn: a skipped
 * slide takes the row's height, which would otherwise be nothing while the whole row is off screen,
 * and grow as the visitor arrives. Only with scripts: without them the snapping row keeps the
 * browser's own lazy loading, which fetches a slide before it scrolls in.
 */
export const skipOffscreenSlides = (slide: string) => `
  ${slide}:not(:first-child) {
    @media (scripting: enabled) {
      content-visibility: auto;
      contain-intrinsic-size: auto none;
    }
  }
`;
