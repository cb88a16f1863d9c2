import { ART_SLOTS, type ArtSlot, type SlotRule } from './artSlots.ts';

/** The formats the build makes of each artwork, best first: the order of a <picture>'s sources. */
export const ART_FORMATS = ['avif', 'webp'] as const;
export type ArtFormat = (typeof ART_FORMATS)[number];

/**
 * The viewports the layout is sized for (a small phone, a common phone, a laptop) and the pixel
 * densities renditions are made for. A denser screen (a 3× phone) takes the 2× candidate: the
 * difference is hard to see in flat artwork and would cost more than twice the bytes.
 */
export const REFERENCE_VIEWPORTS = [320, 390, 1366] as const;
export const DENSITIES = [1, 2] as const;

/**
 * Up to this viewport width the picture offers only the phones' candidates, so a 3× phone takes twice
 * its slot rather than a laptop's 2× file, which a browser would pick as the nearest to 3× (a case-study
 * screen: 440 px, not 512). Wide enough for any phone held upright, narrow enough that the phones' 2×
 * still covers the slot at 1×.
 */
export const PHONE_MAX_WIDTH = 479;
const PHONE_MEDIA = `(max-width: ${String(PHONE_MAX_WIDTH)}px)`;

/** Two candidates closer than this are one: the larger serves both. */
const MERGE_WITHIN = 0.1;

const ruleFor = (rules: readonly SlotRule[], viewport: number) => rules.find((rule) => rule.from === undefined || viewport >= rule.from) ?? rules[rules.length - 1];

/** The CSS width of a slot at a viewport width, in whole pixels. */
export function slotWidth(slot: ArtSlot, viewport: number): number {
  const rule = ruleFor(ART_SLOTS[slot], viewport);
  if (rule === undefined) throw new Error(`The art slot "${slot}" has no rules`);
  const width = (rule.vw * viewport) / 100 + rule.px;
  return Math.ceil(Math.min(width, rule.max ?? width));
}

const length = ({ vw, px }: SlotRule) => (vw === 0 ? `${px}px` : px === 0 ? `${vw}vw` : `calc(${vw}vw ${px < 0 ? '-' : '+'} ${Math.abs(px)}px)`);

/**
 * The slot as an HTML `sizes` value. A rule's cap becomes a media condition of its own (the viewport from
 * which the cap holds) rather than min(), which older browsers and the HTML checker do not take in `sizes`.
 */
export function slotSizes(slot: ArtSlot): string {
  const rules: readonly SlotRule[] = ART_SLOTS[slot];
  return rules
    .flatMap((rule, index) => {
      const media = (from: number | undefined) => (from === undefined ? '' : `(min-width: ${String(from)}px) `);
      const parts: string[] = [];
      // The rule holds below the wider one before it, so a cap reached only there is left out.
      const until = rules[index - 1]?.from ?? Infinity;
      if (rule.max !== undefined && rule.vw > 0) {
        const capped = Math.ceil(((rule.max - rule.px) * 100) / rule.vw);
        if (rule.from !== undefined && capped <= rule.from) return [`${media(rule.from)}${String(rule.max)}px`];
        if (capped < until) parts.push(`(min-width: ${String(capped)}px) ${String(rule.max)}px`);
      }
      parts.push(`${media(rule.from)}${length(rule)}`);
      return parts;
    })
    .join(', ');
}

/**
 * The widths to make of an artwork shown in a slot: the slot's width at each reference viewport and
 * density, near ones merged, none wider than twice the artwork's own width.
 */
export function slotWidths(slot: ArtSlot, artWidth: number, viewports: readonly number[] = REFERENCE_VIEWPORTS): number[] {
  const wanted = viewports.flatMap((viewport) => DENSITIES.map((density) => Math.min(slotWidth(slot, viewport) * density, artWidth * 2)));
  const sorted = [...new Set(wanted)].sort((a, b) => a - b);
  return sorted.filter((width, index) => {
    const next = sorted[index + 1];
    return next === undefined || next > width * (1 + MERGE_WITHIN);
  });
}

const RENDITION = /^\/assets\/art\/(.+)-(\d+)\.([0-9a-f]{8})\.(avif|webp)$/;

/**
 * Where the build writes one rendition: under /assets/, which hosts cache for good, named by the
 * artwork's path, the width and a hash of the SVG and the encoder settings, so a changed picture or
 * setting is a new address.
 */
export function renditionPath(src: string, hash: string, width: number, format: ArtFormat): string {
  const name = src.replace(/^\/art\//, '').replace(/\.svg$/, '');
  return `/assets/art/${name}-${String(width)}.${hash}.${format}`;
}

/** What the build reads back from a rendition's address, or undefined for any other address. */
export function parseRenditionPath(url: string): { name: string; width: number; hash: string; format: ArtFormat } | undefined {
  const match = RENDITION.exec(url);
  if (match === null) return undefined;
  const [, name = '', width = '', hash = '', format] = match;
  return { name, width: Number(width), hash, format: format === 'avif' ? 'avif' : 'webp' };
}

export interface ArtSource {
  readonly type: `image/${ArtFormat}`;
  readonly srcSet: string;
  /** Set on the phones' source, which comes before the format's source for every other screen. */
  readonly media?: string;
}

export interface ArtSources {
  readonly sizes: string;
  /** Per format, best first: the phones' candidates where they stop short of the others, then all of them. */
  readonly sources: readonly ArtSource[];
  /** The `<img>`'s own address: the last format at the slot's widest 1× width. */
  readonly fallback: string;
}

/** The `<picture>` for an artwork in a slot, given the hash the build named its renditions with. */
export function artSources(image: { src: string; width: number }, slot: ArtSlot, hash: string): ArtSources {
  const widths = slotWidths(slot, image.width);
  const phoneWidths = slotWidths(
    slot,
    image.width,
    REFERENCE_VIEWPORTS.filter((viewport) => viewport <= PHONE_MAX_WIDTH),
  );
  const capped = Math.max(...phoneWidths) < Math.max(...widths);
  const srcSet = (list: number[], format: ArtFormat) => list.map((width) => `${renditionPath(image.src, hash, width, format)} ${String(width)}w`).join(', ');
  const sources = ART_FORMATS.flatMap((format): ArtSource[] => {
    const type = `image/${format}` as const;
    const all = { type, srcSet: srcSet(widths, format) };
    return capped ? [{ type, srcSet: srcSet(phoneWidths, format), media: PHONE_MEDIA }, all] : [all];
  });
  const widest1x = Math.max(...REFERENCE_VIEWPORTS.map((viewport) => slotWidth(slot, viewport)));
  const fallbackWidth = widths.find((width) => width >= widest1x) ?? widths[widths.length - 1] ?? image.width;
  return { sizes: slotSizes(slot), sources, fallback: renditionPath(image.src, hash, fallbackWidth, 'webp') };
}
