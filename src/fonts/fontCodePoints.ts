import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';

/** The code points a font file (WOFF2, WOFF or TrueType) can draw, read from its cmap by HarfBuzz. */
export async function fontCodePoints(font: Uint8Array): Promise<Set<number>> {
  // HarfBuzz reads sfnt only; fontverter unpacks WOFF2 first, and tells formats apart only in a Buffer.
  const sfnt = await convert(Buffer.from(font), 'truetype');
  return new Set(new Face(new Blob(sfnt), 0).collectUnicodes());
}
