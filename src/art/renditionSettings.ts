/**
 * How renditions are encoded. Part of every rendition's hash, so a change here is a new address for
 * every file and no browser keeps an old one. Measured on the artwork (docs/artwork.md): flat colour with
 * hard edges keeps well at AVIF quality 35 with chroma at half resolution (4:2:0), a quarter fewer bytes
 * than quality 45 at full chroma; lossless WebP and palette PNG come out 2–8× larger than either. Effort 2
 * of 9 encodes several times faster than effort 4 for about 12% more bytes.
 */
export const RENDITION_SETTINGS = {
  avif: { quality: 35, effort: 2, chromaSubsampling: '4:2:0' },
  webp: { quality: 70, effort: 4 },
} as const;
