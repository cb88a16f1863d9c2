/**
 * How renditions are encoded. Part of every rendition's hash, so a change here is a new address for
 * every file and no browser keeps an old one. Measured on the artwork (docs/artwork.md): flat colour with
 * hard edges keeps well at AVIF quality 30 with chroma at half resolution (4:2:0), a third fewer bytes
 * than quality 45 at full chroma; lossless WebP and palette PNG come out 2–8× larger than either. A
 * rendition is meant to cost no more than the gzipped SVG it stands for, so the encoder works hard:
 * effort 6 of 9 takes 5–10 times as long as effort 2 for 5–8% fewer bytes (quality 35 → 30: another
 * 10%); effort 9 saves 1–2% more at twice the time again. Files are cached, so only a clean build pays.
 */
export const RENDITION_SETTINGS = {
  avif: { quality: 30, effort: 6, chromaSubsampling: '4:2:0' },
  webp: { quality: 70, effort: 4 },
} as const;
