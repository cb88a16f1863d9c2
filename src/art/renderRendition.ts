import sharp from 'sharp';
import type { ArtFormat } from '../ui/art/artSources.ts';
import { RENDITION_SETTINGS } from './renditionSettings.ts';

/**
 * One rendition of an SVG: drawn by librsvg at the density that makes it `width` pixels wide (so edges
 * and text are drawn at that size, not scaled from another), then encoded.
 */
export async function renderRendition(svg: Buffer, width: number, format: ArtFormat): Promise<Buffer> {
  const { width: drawnWidth } = await sharp(svg).metadata();
  if (drawnWidth === 0) throw new Error('the SVG has no width');
  const drawn = sharp(svg, { density: (72 * width) / drawnWidth }).resize({ width });
  return format === 'avif' ? drawn.avif(RENDITION_SETTINGS.avif).toBuffer() : drawn.webp(RENDITION_SETTINGS.webp).toBuffer();
}
