/**
 * Which artwork the pages show as a raster rendition and which as the SVG itself. Drawn as an `<img>`,
 * every SVG is parsed and laid out on the main thread as a document of its own; measured one by one
 * (`npm run bench:svg-cost`, docs/artwork.md), a drawing of shapes alone costs about 20–40 ms at Lighthouse's
 * 4× slowdown, and one holding text costs several times that, growing with its text elements (a case-study
 * cover's 46–67 lines cost 100–300 ms). A raster costs 1.3–3× the gzipped SVG's bytes, so it pays only
 * where the drawing is dear: an artwork holding at least this many `<text>` elements.
 */
export const RASTER_FROM_TEXT_ELEMENTS = 10;

/** How many `<text>` elements an SVG holds. */
export function textElements(svg: string): number {
  return svg.match(/<text[\s>]/g)?.length ?? 0;
}

/** Whether the pages show this SVG as raster renditions (true) or as the SVG itself (false). */
export function drawnAsRaster(svg: string): boolean {
  return textElements(svg) >= RASTER_FROM_TEXT_ELEMENTS;
}
