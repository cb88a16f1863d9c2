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
