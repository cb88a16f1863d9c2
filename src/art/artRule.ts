/**
 * Which artwork the pages show as a raster rendition and which as the SVG itself. Drawn as an `<img>`,
 * every SVG is parsed and laid out on the main thread as a document of its own, and its text is most of
 * the cost (`npm run bench -- svg-cost --rewrites`, docs/artwork.md). Measured one by one at Lighthouse's
 * 4× slowdown on an idle machine: a case-study cover (46–67 text elements) costs 85–115 ms, each one a long
 * task by itself, twice the 50 ms that counts as blocking; a screen or a design (10–45) costs 34–77 ms.
 * Measured per page (`npm run bench`), screens and designs as SVG keep every route at performance 100
 * with TBT 0–1 ms at 4× (they are drawn below the fold, and a carousel fetches only the slides in view),
 * and cost half the bytes of their rasters; the covers are drawn in the showcase's first screen. A raster
 * pays only there: an artwork holding at least this many `<text>` elements, the covers.
 */
export const RASTER_FROM_TEXT_ELEMENTS = 46;

/** How many `<text>` elements an SVG holds. */
export function textElements(svg: string): number {
  return svg.match(/<text[\s>]/g)?.length ?? 0;
}

/** Whether the pages show this SVG as raster renditions (true) or as the SVG itself (false). */
export function drawnAsRaster(svg: string): boolean {
  return textElements(svg) >= RASTER_FROM_TEXT_ELEMENTS;
}
