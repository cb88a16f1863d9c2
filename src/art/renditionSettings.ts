/**
 * How renditions are encoded. Part of every rendition's hash, so a change here is a new address for
 * every file and no browser keeps an old one. Flat artwork with hard edges keeps well at low AVIF
 * quality; effort 2 of 9 encodes several times faster than the default for a few per cent more bytes.
 */
export const RENDITION_SETTINGS = {
  avif: { quality: 45, effort: 2 },
  webp: { quality: 70, effort: 4 },
} as const;
