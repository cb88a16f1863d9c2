/**
 * The CPU slowdown most of the budget is held at: Lighthouse's own mobile default (`mobileSlow4G`), passed
 * explicitly on every run anyway, so a column headed "4×" stays 4× whatever a later Lighthouse defaults to.
 */
export const baseSlowdown = 4;
