/**
 * How wide a picture is drawn at a viewport width: the first rule whose `from` (a min-width, in CSS px)
 * the viewport reaches, `vw`% of the viewport plus `px`, at most `max`. Rules run from the widest
 * viewport down; the last has no `from`.
 */
export interface SlotRule {
  readonly from?: number;
  readonly vw: number;
  readonly px: number;
  readonly max?: number;
}

/**
 * Every place the site draws artwork, with the width its CSS gives the picture (gutters are
 * clamp(20px, 4vw, 40px), the page is at most 1140 px wide). Measured in Chromium at 320, 390, 768,
 * 1024 and 1366 px; a rule may run a few pixels wide, never narrow by more than a few, so the browser
 * never picks a candidate too small for the slot.
 */
export const ART_SLOTS = {
  /** A funnel's hero: the whole column on a phone, the 0.95fr column from `lg`. */
  hero: [{ from: 1024, vw: 45, px: -37, max: 511 }, { vw: 100, px: -40 }],
  /** The product block: two equal columns from `md`. */
  product: [{ from: 768, vw: 50, px: -66, max: 538 }, { vw: 100, px: -40 }],
  /** The upsell's picture, inside its card. */
  upsell: [{ from: 768, vw: 41, px: 0, max: 512 }, { vw: 100, px: -42 }],
  /** The home page's portrait: at most 280 px until `lg`, then the 0.8fr column up to 420 px. */
  portrait: [{ from: 1024, vw: 40, px: -58, max: 420 }, { vw: 0, px: 280 }],
  /** A photo carousel's slide: 1.1 per view on a phone, 2 from `md`. */
  slide: [{ from: 768, vw: 50, px: -50, max: 562 }, { vw: 91, px: -36 }],
  /** An order option's 64 px thumbnail. */
  option: [{ vw: 0, px: 64 }],
  /** A card in a gallery of cards (case studies, designs, funnels): one column, two, then three of 364 px. */
  card: [{ from: 1200, vw: 0, px: 364 }, { from: 768, vw: 50, px: -52, max: 460 }, { vw: 100, px: -42 }],
  /**
   * A case-study card where its gallery is a carousel from `lg` (2.2 per view, up to 508 px), the card grid
   * below. The grid prerendered before the carousel takes over asks for the carousel's width too, so
   * the swap draws the file already loaded, sharp, instead of fetching a wider one.
   */
  cardSlide: [{ from: 1024, vw: 45.5, px: -47, max: 508 }, { from: 768, vw: 50, px: -52, max: 460 }, { vw: 100, px: -42 }],
  /** A logo in the logo carousel: 1.5 per view, 3 from `md`, 4 from `lg`. */
  logo: [{ from: 1024, vw: 0, px: 271 }, { from: 768, vw: 33, px: -30 }, { vw: 60, px: -13 }],
  /** A logo in the logo grid: tiles of at least 150 px, one column below 360 px. */
  logoTile: [{ from: 768, vw: 0, px: 171 }, { from: 360, vw: 50, px: -32 }, { vw: 100, px: -42 }],
  /**
   * A phone screen of a case study, in the carousel (1.6 per view, 3.2 from `md`, 4.2 from `lg`) and beside
   * its notes (150 px, 220 px above them below 421 px): one slot, the wider of the two at each width, so
   * the notes show the very file the carousel loaded and the visitor fetches each screen once.
   */
  screen: [{ from: 1024, vw: 25, px: -40, max: 256 }, { from: 768, vw: 29, px: -17 }, { from: 421, vw: 59, px: -22 }, { vw: 0, px: 220 }],
} as const satisfies Record<string, readonly SlotRule[]>;

export type ArtSlot = keyof typeof ART_SLOTS;
