/**
 * WCAG colour arithmetic for tests: parse #rrggbb, mix like CSS
 * `color-mix(in srgb, a p%, b)`, and the contrast ratio of two colours.
 */
export type Rgb = readonly [number, number, number];

export function hex(colour: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (match === null) throw new Error(`expected a #rrggbb colour, got ${colour}`);
  return [parseInt(match[1] ?? '', 16), parseInt(match[2] ?? '', 16), parseInt(match[3] ?? '', 16)];
}

/** `color-mix(in srgb, a share, b)`, with share from 0 to 1. */
export function mix(a: Rgb, share: number, b: Rgb): Rgb {
  const channel = (i: 0 | 1 | 2) => a[i] * share + b[i] * (1 - share);
  return [channel(0), channel(1), channel(2)];
}

function luminance([r, g, b]: Rgb): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
