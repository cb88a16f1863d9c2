/**
 * What a picture may cost to draw, beside what it may hold (svgAllowList.ts). A drawing of a few kilobytes can
 * ask for a billion shapes through nested `<use>` (issue 51): Chromium draws it on the page's main thread and
 * the page never finishes. Each limit is set from the site's own drawings, with room for a designer's next
 * one; docs/artwork.md gives the site's largest figures beside them.
 */

/**
 * The most shapes (path, rect, circle, ellipse, line, polyline, polygon, text, tspan) a drawing may draw once
 * every `<use>` is expanded, through every level: as many as a file may hold written out (MAX_SVG_ELEMENTS), so
 * `<use>` saves a designer typing but draws no more than a file could spell; 3.3 times the largest of ours (the
 * Colmar slide, 1,494). Chromium builds a copy of what each `<use>` draws on the page's main thread: a page
 * showing 5,000 shapes drawn through nested `<use>` as an `<img>` drew its first frame in 1.3 s on this project's
 * 2-core machine, 10,000 in 3.7 s, 50,000 not in 20 s (docs/artwork.md).
 */
export const MAX_SHAPES_AFTER_USE = 5_000;

/**
 * The most octaves an `<feTurbulence>` may add (ours: 3). Each costs another pass of noise over every pixel
 * of the filter's region, and each adds half the detail of the one before: past the 8th, less than 1/256 of
 * the noise, below one step of a colour channel.
 */
export const MAX_NUM_OCTAVES = 8;

/**
 * The widest blur (`stdDeviation` of `<feGaussianBlur>` or `<feDropShadow>`), as a share of the drawing's larger
 * side (ours: 30 on a 1,200-wide drawing, 2.5%). A blur a quarter of the drawing wide already smears all of it;
 * a wider one only widens the area Chromium must read around each shape to blur it.
 */
export const MAX_BLUR_SHARE = 0.25;

/**
 * The largest filter region, on each side: 10 times the shape it applies to (`filterUnits="objectBoundingBox"`,
 * the default; ours reach 5 times, `height="500%"` on a thin bar), or 3 times the drawing itself
 * (`userSpaceOnUse`, as Figma writes it, a little larger than the shape). A filter is computed over its whole
 * region, so its width and height multiply the cost of every effect in it.
 */
export const MAX_FILTER_REGION_OF_BOX = 10;
export const MAX_FILTER_REGION_OF_DRAWING = 3;

/**
 * The largest drawing, in pixels at its own size (width × height as librsvg reads them): 16 megapixels, the same
 * as a PNG's limit (ours: 1200 × 900, 1.1 megapixels). A page without a width for the `<img>`, and the fullscreen
 * viewer, draw it at that size; and the draw-time budget below draws it there.
 */
export const MAX_SVG_PIXELS = 4096 * 4096;

/**
 * The CPU time librsvg may take to draw a drawing at its own size, once, on this project's 2-core machine
 * (the dearest of ours, the bakehouse menu board's chalk, took 1,076–1,571 ms; the next, 413–488 ms). The drawing runs in a child
 * process that is killed when the budget runs out, so a picture that would draw for minutes costs this much.
 */
export const DRAW_BUDGET_MS = 4_000;
