/**
 * What an SVG the site serves may be made of, and why a picture here needs each entry. Everything else is
 * refused (svgRefusal.ts): an allow-list, not a list of dangers, so what nobody thought of is refused too.
 *
 * Grounded in the site's own drawings (the 59 SVGs under public/: screens, designs, covers, logos, funnel art,
 * the favicon), which use every element and attribute marked "ours"; the rest is what the design tools a
 * designer exports from (Figma, Illustrator, Inkscape's plain SVG) write for the same kinds of drawing.
 * Every element and attribute here is also in DOMPurify's SVG profile (`USE_PROFILES: { svg, svgFilters }`)
 * except `<use>` and `role`, which this list adds knowingly (tests/unit/svgAllowList.test.ts proves both).
 *
 * `npm run schema` writes these lists, with their reasons, into docs/artwork.md.
 */

/** One allowed name and why a picture here needs it. */
export type Allowed = readonly [name: string, why: string];

export interface AllowedGroup {
  readonly group: string;
  readonly entries: readonly Allowed[];
}

/** Elements, in the SVG namespace (by its URI; the prefix a file binds it to does not matter). */
export const SVG_ELEMENTS: readonly AllowedGroup[] = [
  {
    group: 'structure',
    entries: [
      ['svg', 'the root of every picture (ours)'],
      ['g', 'groups shapes to share a transform, a fill or a filter (ours: every screen and cover)'],
      ['defs', 'holds what is drawn only by reference: gradients, clip paths, filters (ours)'],
      ['use', 'draws a shape defined once again, by `href="#id"` within the file alone (ours: 694 repeated icons, dots and rows)'],
      ['symbol', 'a reusable drawing with its own viewBox, which Figma and Illustrator export for icons drawn with `<use>`'],
      ['title', 'the picture’s accessible name, named by `aria-labelledby` (ours: every file)'],
      ['desc', 'a longer description for screen readers (ours: 11 files)'],
    ],
  },
  {
    group: 'shapes',
    entries: [
      ['path', 'any outline: icons, logos, illustrations (ours)'],
      ['rect', 'cards, screens, buttons, bars (ours)'],
      ['circle', 'avatars, dots, badges (ours)'],
      ['ellipse', 'shadows under products, leaves (ours)'],
      ['line', 'rules, dividers, chart axes (ours)'],
      ['polyline', 'chart lines (ours: a lab result’s trend)'],
      ['polygon', 'straight-edged shapes (stars, arrows), as Illustrator writes them'],
    ],
  },
  {
    group: 'text',
    entries: [
      ['text', 'the words on screens and covers (ours: 800)'],
      ['tspan', 'a run of text with its own weight or colour within a line (ours)'],
    ],
  },
  {
    group: 'paint',
    entries: [
      ['linearGradient', 'skies, glass, gold, backgrounds (ours)'],
      ['radialGradient', 'glows and lit surfaces (ours)'],
      ['stop', 'a gradient’s colours (ours)'],
      ['pattern', 'a repeated fill (ours: the Ceylon tin’s packaging)'],
    ],
  },
  {
    group: 'clipping and masking',
    entries: [
      ['clipPath', 'crops a photo-like area to a card’s rounded corners (ours)'],
      ['mask', 'fades or cuts a shape (ours: the plants hero)'],
    ],
  },
  {
    group: 'filters',
    entries: [
      ['filter', 'holds the effects below (ours: the cards’ shadows in 12 files, the menu board’s chalk)'],
      ['feDropShadow', 'the cards’ shadows (ours)'],
      ['feGaussianBlur', 'soft shadows and blurs (ours)'],
      ['feOffset', 'a shadow’s offset, as Figma and Illustrator export a drop shadow'],
      ['feFlood', 'a shadow’s colour, as Figma exports a drop shadow'],
      ['feColorMatrix', 'recolouring (ours: the menu board’s chalk), and in Figma’s drop-shadow export'],
      ['feComposite', 'combining two results (ours: the menu board’s chalk), and in Figma’s drop-shadow export'],
      ['feBlend', 'blending a shadow under its shape, as Figma exports one'],
      ['feMerge', 'stacking a shadow under its shape, as Illustrator and Inkscape export one'],
      ['feMergeNode', 'one layer of an feMerge'],
      ['feTurbulence', 'noise for texture (ours: the bakehouse menu board’s chalk)'],
      ['feDisplacementMap', 'roughening an edge with that noise (ours: the menu board’s chalk lettering)'],
      ['feComponentTransfer', 'adjusting a channel (ours: the menu board’s chalk)'],
      ['feFuncA', 'the alpha channel’s curve in an feComponentTransfer (ours)'],
      ['feFuncR', 'the red channel’s curve, beside feFuncA'],
      ['feFuncG', 'the green channel’s curve, beside feFuncA'],
      ['feFuncB', 'the blue channel’s curve, beside feFuncA'],
    ],
  },
  {
    group: 'style',
    entries: [['style', 'CSS classes, as Illustrator exports styles; its CSS is held to the CSS list below']],
  },
];

/**
 * Presentation attributes: each is also a CSS property (in a `style` attribute or a `<style>` element), and
 * its value, however it is written, is read as CSS and held to the CSS rule (no url() but a local #id).
 */
export const PRESENTATION: readonly AllowedGroup[] = [
  {
    group: 'fill and stroke',
    entries: [
      ['fill', 'every shape’s colour, or a gradient by `url(#id)` (ours)'],
      ['fill-opacity', 'a translucent fill (ours)'],
      ['fill-rule', 'which parts of a path are inside: Figma writes `evenodd` on most icons'],
      ['stroke', 'outlines (ours)'],
      ['stroke-width', 'outline thickness (ours)'],
      ['stroke-opacity', 'a translucent outline (ours)'],
      ['stroke-linecap', 'round line ends (ours)'],
      ['stroke-linejoin', 'round corners on outlines (ours)'],
      ['stroke-dasharray', 'dashed lines (ours)'],
      ['stroke-dashoffset', 'where a dash pattern starts, beside stroke-dasharray'],
      ['stroke-miterlimit', 'sharp corners’ limit, which Illustrator writes on every stroke'],
      ['opacity', 'a translucent group or shape (ours)'],
      ['color', 'the colour `currentColor` takes, as icon sets write it'],
      ['paint-order', 'stroke under fill, for outlined lettering'],
      ['vector-effect', 'strokes that keep their width when scaled (`non-scaling-stroke`)'],
      ['shape-rendering', 'crisp edges on hairlines (`crispEdges`)'],
    ],
  },
  {
    group: 'gradients, clipping, masks and filters',
    entries: [
      ['stop-color', 'a gradient stop’s colour (ours)'],
      ['stop-opacity', 'a gradient stop’s transparency (ours)'],
      ['clip-path', 'applies a clipPath by `url(#id)` (ours)'],
      ['clip-rule', 'which parts of a clip path are inside: Figma writes it beside fill-rule'],
      ['mask', 'applies a mask by `url(#id)` (ours)'],
      ['mask-type', 'a mask read by alpha or luminance, as Figma writes it'],
      ['filter', 'applies a filter by `url(#id)` (ours)'],
      ['flood-color', 'a drop shadow’s colour (ours)'],
      ['flood-opacity', 'a drop shadow’s strength (ours)'],
      ['color-interpolation-filters', 'the colour space filters work in: Figma writes `sRGB` on every filter'],
    ],
  },
  {
    group: 'text',
    entries: [
      ['font-family', 'the typeface (ours)'],
      ['font-size', 'text size (ours)'],
      ['font-weight', 'bold and semibold text (ours)'],
      ['font-style', 'italic text (ours)'],
      ['letter-spacing', 'tracking of labels and headings (ours)'],
      ['word-spacing', 'spacing between words, beside letter-spacing'],
      ['text-anchor', 'centred and right-aligned text (ours)'],
      ['dominant-baseline', 'text centred vertically in a badge or button'],
      ['text-decoration', 'underlined links drawn in a screen'],
    ],
  },
  {
    group: 'showing and hiding',
    entries: [
      ['display', '`none` for a hidden layer, as editors keep them'],
      ['visibility', 'a hidden layer, as editors keep them'],
      ['overflow', 'whether a nested viewport clips, as editors write on `<svg>`'],
    ],
  },
];

/** Other attributes, in no namespace unless their name says (`xlink:href` is the xlink namespace’s `href`, `xml:space` the XML namespace’s). */
export const SVG_ATTRIBUTES: readonly AllowedGroup[] = [
  {
    group: 'the picture',
    entries: [
      ['viewBox', 'the drawing’s coordinates, so it scales to any width (ours: every file)'],
      ['width', 'the drawing’s own size, and a shape’s (ours)'],
      ['height', 'the drawing’s own size, and a shape’s (ours)'],
      ['preserveAspectRatio', 'how the drawing fits its box, as editors write on `<svg>`'],
      ['version', '`1.1`, which Illustrator writes on `<svg>`'],
      ['xml:space', '`preserve`, which Illustrator writes on `<svg>` to keep text’s spaces'],
      ['id', 'a name for `url(#id)`, `href="#id"` and `aria-labelledby` to refer to (ours)'],
      ['class', 'the classes a `<style>` element’s rules select'],
      ['style', 'CSS declarations, held to the CSS list below'],
      ['lang', 'the language of the picture’s words'],
    ],
  },
  {
    group: 'accessibility',
    entries: [
      ['role', '`img` on `<svg>`, so it reads as one picture (ours: 20 files)'],
      ['aria-labelledby', 'names the `<title>` that is the picture’s name (ours: 20 files)'],
      ['aria-label', 'a picture’s name without a `<title>`'],
      ['aria-describedby', 'names the `<desc>` that describes it'],
      ['aria-hidden', 'hides a decorative part from screen readers'],
    ],
  },
  {
    group: 'geometry',
    entries: [
      ['x', 'position (ours)'],
      ['y', 'position (ours)'],
      ['rx', 'rounded corners and ellipses (ours)'],
      ['ry', 'rounded corners and ellipses (ours)'],
      ['cx', 'a circle’s or ellipse’s centre (ours)'],
      ['cy', 'a circle’s or ellipse’s centre (ours)'],
      ['r', 'a circle’s radius (ours)'],
      ['x1', 'a line’s or linear gradient’s ends (ours)'],
      ['y1', 'a line’s or linear gradient’s ends (ours)'],
      ['x2', 'a line’s or linear gradient’s ends (ours)'],
      ['y2', 'a line’s or linear gradient’s ends (ours)'],
      ['d', 'a path’s outline (ours)'],
      ['points', 'a polyline’s or polygon’s corners (ours)'],
      ['transform', 'moves, rotates and scales a shape or group (ours)'],
      ['pathLength', 'a path’s length for dashes, as editors write it'],
      ['dx', 'a text run’s or shadow’s shift (ours)'],
      ['dy', 'a text run’s or shadow’s shift (ours)'],
    ],
  },
  {
    group: 'references within the picture',
    entries: [
      ['href', 'what `<use>` draws and what a gradient or pattern inherits from: a local `#id` alone (ours)'],
      ['xlink:href', 'the same, as older editors write it: a local `#id` alone'],
    ],
  },
  {
    group: 'gradients, patterns, clips and masks',
    entries: [
      ['offset', 'a gradient stop’s place (ours); a transfer function’s offset'],
      ['gradientUnits', 'gradient coordinates in the shape’s box or the drawing’s, as editors write them'],
      ['gradientTransform', 'a rotated or stretched gradient, as editors write them'],
      ['spreadMethod', 'how a gradient continues past its ends'],
      ['fx', 'a radial gradient’s focus'],
      ['fy', 'a radial gradient’s focus'],
      ['patternUnits', 'a pattern’s tile in the drawing’s coordinates (ours)'],
      ['patternContentUnits', 'a pattern’s content coordinates, as editors write them'],
      ['patternTransform', 'a rotated or scaled pattern'],
      ['clipPathUnits', 'a clip path in the shape’s box, as editors write them'],
      ['maskUnits', 'a mask’s area (ours)'],
      ['maskContentUnits', 'a mask’s content coordinates, as Figma writes them'],
    ],
  },
  {
    group: 'filters',
    entries: [
      ['filterUnits', 'a filter’s area in the drawing’s coordinates, as Figma writes it'],
      ['primitiveUnits', 'a filter’s effects’ coordinates'],
      ['in', 'what an effect takes in (ours)'],
      ['in2', 'a second input of a composite, blend or displacement (ours)'],
      ['result', 'names an effect’s output for the next (ours)'],
      ['stdDeviation', 'how far a blur or shadow spreads (ours)'],
      ['type', 'a colour matrix’s or turbulence’s or transfer function’s kind (ours)'],
      ['values', 'a colour matrix’s values (ours)'],
      ['tableValues', 'a table transfer function’s values'],
      ['slope', 'a linear transfer function (ours)'],
      ['intercept', 'a linear transfer function (ours)'],
      ['amplitude', 'a gamma transfer function'],
      ['exponent', 'a gamma transfer function'],
      ['operator', 'how a composite combines (ours)'],
      ['k1', 'an arithmetic composite’s factors'],
      ['k2', 'an arithmetic composite’s factors'],
      ['k3', 'an arithmetic composite’s factors'],
      ['k4', 'an arithmetic composite’s factors'],
      ['mode', 'how an feBlend blends, as Figma writes it'],
      ['baseFrequency', 'the grain of a turbulence (ours)'],
      ['numOctaves', 'a turbulence’s detail (ours)'],
      ['seed', 'a turbulence’s pattern (ours)'],
      ['stitchTiles', 'a turbulence that tiles seamlessly'],
      ['scale', 'a displacement’s strength (ours)'],
      ['xChannelSelector', 'which channel displaces along x'],
      ['yChannelSelector', 'which channel displaces along y'],
    ],
  },
];

/** CSS properties a `style` attribute or a `<style>` element may set: the presentation attributes above, and these. */
export const CSS_ONLY_PROPERTIES: readonly AllowedGroup[] = [
  {
    group: 'CSS only',
    entries: [
      ['mix-blend-mode', 'a layer’s blend mode, as Figma exports it in a `style` attribute'],
      ['isolation', 'keeps a group’s blending to itself, beside mix-blend-mode'],
      ['enable-background', 'which Illustrator writes on `<svg>` (`new 0 0 w h`); browsers ignore it'],
    ],
  },
];

/** CSS functions a value may call: colours, and url() to a local #id (held apart: svgRefusal's CSS rule). */
export const CSS_FUNCTIONS: readonly AllowedGroup[] = [
  {
    group: 'functions',
    entries: [
      ['rgb', 'a colour, as editors write them'],
      ['rgba', 'a translucent colour'],
      ['hsl', 'a colour'],
      ['hsla', 'a translucent colour'],
      ['url', 'a gradient, clip path, mask or filter of the same file, by `url(#id)` alone (ours)'],
    ],
  },
];

const names = (groups: readonly AllowedGroup[]) => groups.flatMap(({ entries }) => entries.map(([name]) => name));

export const ALLOWED_ELEMENTS: ReadonlySet<string> = new Set(names(SVG_ELEMENTS));
export const PRESENTATION_ATTRIBUTES: ReadonlySet<string> = new Set(names(PRESENTATION));
export const ALLOWED_ATTRIBUTES: ReadonlySet<string> = new Set([...names(PRESENTATION), ...names(SVG_ATTRIBUTES)]);
export const ALLOWED_CSS_PROPERTIES: ReadonlySet<string> = new Set([...names(PRESENTATION), ...names(CSS_ONLY_PROPERTIES)]);
export const ALLOWED_CSS_FUNCTIONS: ReadonlySet<string> = new Set(names(CSS_FUNCTIONS));

/**
 * How deep elements may nest: the deepest of ours is 7. A parser's work for each element grows with its depth
 * (a namespace is looked up through every ancestor), so a file nested 200,000 deep held jsdom for 27 s.
 */
export const MAX_SVG_DEPTH = 64;

/** How many elements a picture may hold: the largest of ours holds 203, and a copy of 5,000 is built in well under a second. */
export const MAX_SVG_ELEMENTS = 5_000;
