/**
 * Ways to rewrite an SVG's text, for `npm run bench -- svg-cost --rewrites`: each asks what an artwork would
 * cost to draw if its lettering were simpler, without redrawing it. None is applied to the site's art.
 */
export interface SvgRewrite {
  readonly name: string;
  /** What the rewrite gives up, as the results table's column heading. */
  readonly heading: string;
  readonly rewrite: (svg: string) => string;
}

const TYPE_SCALE = [10, 12, 14, 16, 20, 26, 32, 40, 48, 64];

const nearest = (size: number) => TYPE_SCALE.reduce((best, step) => (Math.abs(step - size) < Math.abs(best - size) ? step : best));

/** Every font size moved to the nearest step of a type scale, and weights to two (600 and 700). */
function typeScale(svg: string): string {
  return svg
    .replace(/font-size="([\d.]+)"/g, (_match, size: string) => `font-size="${String(nearest(Number(size)))}"`)
    .replace(/font-weight="(\d+)"/g, (_match, weight: string) => `font-weight="${Number(weight) >= 650 ? '700' : '600'}"`);
}

export const svgRewrites: readonly SvgRewrite[] = [
  { name: 'family', heading: 'one generic family', rewrite: (svg) => svg.replace(/font-family="[^"]*"/g, 'font-family="sans-serif"') },
  { name: 'scale', heading: 'sizes on a type scale, two weights', rewrite: typeScale },
  {
    name: 'one-font',
    heading: 'one size and weight for all text',
    rewrite: (svg) =>
      svg
        .replace(/font-size="[^"]*"/g, 'font-size="12"')
        .replace(/ font-(weight|style)="[^"]*"/g, '')
        .replace(/font-family="[^"]*"/g, 'font-family="sans-serif"'),
  },
  { name: 'no-text', heading: 'no text at all', rewrite: (svg) => svg.replace(/<text\b[^>]*>(?:[^<]|<tspan\b[^>]*>[^<]*<\/tspan>)*<\/text>/g, '') },
];
