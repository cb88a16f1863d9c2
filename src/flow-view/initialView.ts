import type { Box, FlowLayout } from './flowLayout.ts';

/**
 * The smallest scale the diagram opens at: its smallest type is 12 px
 * (FlowDiagram), whose rendered box is taller than the type itself, so at 1
 * every label is at least 12 CSS px tall. Fitting a long funnel into a
 * phone's width took Northwind Coffee's labels down to 2 or 3 px.
 */
export const LEGIBLE_SCALE = 1;
/** The largest scale it opens at: a short funnel on a wide screen is shown whole, a little larger, not blown up. */
export const OPENING_MAX_SCALE = 1.25;
/** How far the buttons and the keys zoom in or out at a time. */
export const ZOOM_STEP = 1.4;
/** How far an arrow key moves the drawing, in CSS pixels. */
export const PAN_PX = 80;
/** How far Shift with an arrow moves it: this share of the canvas, a page at a time. */
export const PAGE_PAN = 0.8;

export interface View {
  /** Scale: drawing units to CSS pixels. */
  k: number;
  /** Where the drawing's origin lands in the viewport, in CSS pixels. */
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The scale at which the whole drawing fits the viewport. */
export function fitScale(bounds: Box, viewport: Size): number {
  return Math.min(viewport.width / bounds.width, viewport.height / bounds.height);
}

/** The view that shows the whole drawing, centred. */
export function fitView(layout: FlowLayout, viewport: Size): View {
  const { bounds } = layout;
  const k = fitScale(bounds, viewport);
  return { k, x: (viewport.width - bounds.width * k) / 2 - bounds.x * k, y: (viewport.height - bounds.height * k) / 2 - bounds.y * k };
}

/** Along one axis: centred where the drawing fits, else centred on `focus` but never past the drawing's edges. */
function offset(start: number, length: number, focus: number, k: number, room: number): number {
  if (length * k <= room) return (room - length * k) / 2 - start * k;
  const centred = room / 2 - focus * k;
  return Math.min(-start * k, Math.max(room - (start + length) * k, centred));
}

/**
 * How the diagram opens: at a legible scale (the whole drawing if it fits
 * at that scale or larger, up to OPENING_MAX_SCALE), centred on `focus` (the
 * visitor's step, the step being edited) where it does not all fit.
 */
export function initialView(layout: FlowLayout, viewport: Size, focus: Box | undefined): View {
  const { bounds } = layout;
  const k = Math.min(OPENING_MAX_SCALE, Math.max(LEGIBLE_SCALE, fitScale(bounds, viewport)));
  const centre = focus ?? bounds;
  return {
    k,
    x: offset(bounds.x, bounds.width, centre.x + centre.width / 2, k, viewport.width),
    y: offset(bounds.y, bounds.height, centre.y + centre.height / 2, k, viewport.height),
  };
}
