import { MAX_BLUR_SHARE, MAX_FILTER_REGION_OF_BOX, MAX_FILTER_REGION_OF_DRAWING, MAX_NUM_OCTAVES, MAX_SHAPES_AFTER_USE } from './svgCostLimits.ts';

const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** The elements counted as shapes: each is a draw of its own (a text element's runs too). */
const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan']);

/** Containers whose content is drawn only by reference (`<use>`), never where it stands. */
const DRAWN_BY_USE_ONLY = new Set(['defs', 'symbol']);

/** What a `<defs>` holds that is drawn by `url(#id)` where it is applied: counted once, as written. */
const DRAWN_BY_URL = new Set(['clipPath', 'mask', 'pattern']);

export interface CostFinding {
  line: number;
  reason: string;
}

/** What the site's own drawings reach, for docs/artwork.md and for the limits' reasons. */
export interface DrawCostFigures {
  shapes: number;
  numOctaves: number;
  /** The widest blur, as a share of the drawing's larger side. */
  blurShare: number;
  /** The largest filter region's side, as a multiple of the shape's box or of the drawing. */
  regionOfBox: number;
  regionOfDrawing: number;
}

const count = (value: number) => (value >= Number.MAX_SAFE_INTEGER ? `more than ${Number.MAX_SAFE_INTEGER.toLocaleString('en')}` : value.toLocaleString('en'));
const percent = (share: number) => `${(share * 100).toLocaleString('en', { maximumFractionDigits: 1 })}%`;
const times = (value: number) => value.toLocaleString('en', { maximumFractionDigits: 2 });

/** A number as SVG writes one (`1e3`, `.5`), with its unit if any; undefined for anything else. */
function length(value: string | null): { number: number; unit: string } | undefined {
  const match = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)\s*(%|[a-z]*)\s*$/i.exec(value ?? '');
  if (match === null) return undefined;
  return { number: Number(match[1]), unit: (match[2] ?? '').toLowerCase() };
}

/** The drawing's own width and height in its user units: its viewBox, or else its width and height. */
function drawingSize(root: Element): { width: number; height: number } | undefined {
  const box = (root.getAttribute('viewBox') ?? '').trim().split(/[\s,]+/).map(Number);
  if (box.length === 4 && box.every(Number.isFinite) && (box[2] ?? 0) > 0 && (box[3] ?? 0) > 0) return { width: box[2] ?? 0, height: box[3] ?? 0 };
  const width = length(root.getAttribute('width'));
  const height = length(root.getAttribute('height'));
  if (width === undefined || height === undefined || width.unit === '%' || height.unit === '%' || width.number <= 0 || height.number <= 0) return undefined;
  return { width: width.number, height: height.number };
}

/** The element a local `href="#id"` names: the first of that id, as a browser takes it. */
function referenced(use: Element, byId: ReadonlyMap<string, Element>): Element | undefined {
  const href = use.getAttribute('href') ?? use.getAttributeNS(XLINK_NS, 'href') ?? '';
  const id = /^\s*#(.+?)\s*$/.exec(href)?.[1];
  return id === undefined ? undefined : byId.get(id);
}

/**
 * How many shapes the drawing draws once every `<use>` is expanded, through every level, and each `<use>` that
 * leads back to itself. Counted without expanding anything: an element's count is its own shape and its
 * children's counts, a `<use>`'s that of what it names, each worked out once (a billion shapes cost 104
 * additions). Walked with a stack of its own: a chain of uses as long as the file allows stays off the call stack.
 */
function shapesAfterUse(root: Element, lineOf: (element: Element) => number): { shapes: number; loops: CostFinding[] } {
  const byId = new Map<string, Element>();
  for (const element of root.querySelectorAll('[id]')) {
    const id = element.getAttribute('id') ?? '';
    if (!byId.has(id)) byId.set(id, element);
  }
  const drawn = (element: Element): Element[] => {
    if (element.localName === 'use') {
      const target = referenced(element, byId);
      return target === undefined ? [] : [target];
    }
    const children = [...element.children];
    if (element.localName === 'defs') return children.filter((child) => DRAWN_BY_URL.has(child.localName));
    return children.filter((child) => !DRAWN_BY_USE_ONLY.has(child.localName));
  };
  const own = (element: Element) => (SHAPES.has(element.localName) ? 1 : 0);
  const add = (a: number, b: number) => Math.min(a + b, Number.MAX_SAFE_INTEGER);

  const known = new Map<Element, number>();
  const open = new Set<Element>();
  const loops: CostFinding[] = [];
  const stack = [{ element: root, next: drawn(root), at: 0, sum: own(root) }];
  open.add(root);
  for (let top = stack.at(-1); top !== undefined; top = stack.at(-1)) {
    const next = top.next[top.at++];
    if (next === undefined) {
      stack.pop();
      open.delete(top.element);
      known.set(top.element, top.sum);
      const parent = stack.at(-1);
      if (parent !== undefined) parent.sum = add(parent.sum, top.sum);
      continue;
    }
    const done = known.get(next);
    if (done !== undefined) top.sum = add(top.sum, done);
    else if (open.has(next)) {
      // Only a <use> can reach an element still open: a tree's children are never their own ancestors.
      const href = top.element.getAttribute('href') ?? top.element.getAttributeNS(XLINK_NS, 'href') ?? '';
      const how =
        next === top.element ? 'refers to itself' : next.contains(top.element) ? `refers to the <${next.localName}> that holds it` : `leads back to itself through the <use> elements of <${next.localName} id="${next.getAttribute('id') ?? ''}">`;
      loops.push({ line: lineOf(top.element), reason: `<use href="${href}"> ${how}: a loop, of which a browser draws nothing; a picture here needs none` });
    } else {
      open.add(next);
      stack.push({ element: next, next: drawn(next), at: 0, sum: own(next) });
    }
  }
  return { shapes: known.get(root) ?? 0, loops };
}

/** The filter an effect is in, for its `primitiveUnits`. */
const filterOf = (element: Element) => element.closest('filter');

/**
 * What a drawing would cost to draw, beyond what it holds: the shapes it draws after `<use>`, a `<use>` that
 * leads back to itself, and the filters' costly parameters (feTurbulence's octaves, a blur's spread, a filter's
 * region). Read from the checked copy of the file (svgRefusal), whose elements `lineOf` places in the file.
 */
export function svgCostFindings(root: Element, lineOf: (element: Element) => number): { findings: CostFinding[]; figures: DrawCostFigures } {
  const findings: CostFinding[] = [];
  const { shapes, loops } = shapesAfterUse(root, lineOf);
  findings.push(...loops);
  if (shapes > MAX_SHAPES_AFTER_USE) {
    findings.push({ line: lineOf(root), reason: `it draws ${count(shapes)} shapes after <use>, limit ${MAX_SHAPES_AFTER_USE.toLocaleString('en')}` });
  }
  const figures: DrawCostFigures = { shapes, numOctaves: 0, blurShare: 0, regionOfBox: 0, regionOfDrawing: 0 };
  const size = drawingSize(root);
  const larger = size === undefined ? undefined : Math.max(size.width, size.height);

  for (const turbulence of root.querySelectorAll('feTurbulence')) {
    const octaves = length(turbulence.getAttribute('numOctaves'))?.number ?? 1;
    figures.numOctaves = Math.max(figures.numOctaves, octaves);
    if (octaves > MAX_NUM_OCTAVES) findings.push({ line: lineOf(turbulence), reason: `numOctaves="${String(octaves)}" on <feTurbulence> is ${times(octaves)} octaves of noise, limit ${String(MAX_NUM_OCTAVES)}` });
  }

  for (const blur of root.querySelectorAll('feGaussianBlur, feDropShadow')) {
    const deviations = (blur.getAttribute('stdDeviation') ?? '').trim().split(/[\s,]+/).map(Number).filter(Number.isFinite);
    const widest = Math.max(0, ...deviations);
    // A blur in primitiveUnits="objectBoundingBox" is a share of the shape's box already.
    const share = filterOf(blur)?.getAttribute('primitiveUnits') === 'objectBoundingBox' ? widest : larger === undefined ? undefined : widest / larger;
    if (share === undefined) continue;
    figures.blurShare = Math.max(figures.blurShare, share);
    if (share > MAX_BLUR_SHARE) {
      findings.push({ line: lineOf(blur), reason: `stdDeviation="${blur.getAttribute('stdDeviation') ?? ''}" on <${blur.localName}> blurs across ${percent(share)} of the drawing, limit ${percent(MAX_BLUR_SHARE)}` });
    }
  }

  for (const filter of root.querySelectorAll('filter')) {
    const inBox = filter.getAttribute('filterUnits') !== 'userSpaceOnUse';
    for (const [side, fallback, reference] of [
      ['width', '120%', size?.width],
      ['height', '120%', size?.height],
    ] as const) {
      const written = filter.getAttribute(side) ?? fallback;
      const read = length(written);
      if (read === undefined) continue;
      // In the shape's box, 1.2 and 120% are the same; in the drawing's coordinates, a % is of the drawing.
      const multiple = read.unit === '%' ? read.number / 100 : inBox ? read.number : reference === undefined ? undefined : read.number / reference;
      if (multiple === undefined) continue;
      const limit = inBox ? MAX_FILTER_REGION_OF_BOX : MAX_FILTER_REGION_OF_DRAWING;
      if (inBox) figures.regionOfBox = Math.max(figures.regionOfBox, multiple);
      else figures.regionOfDrawing = Math.max(figures.regionOfDrawing, multiple);
      if (multiple > limit) {
        const of = inBox ? 'the shape it applies to' : 'the drawing';
        findings.push({ line: lineOf(filter), reason: `${side}="${written}" on <filter> makes its region ${times(multiple)} times the ${side} of ${of}, limit ${String(limit)} times` });
      }
    }
  }
  return { findings, figures };
}
