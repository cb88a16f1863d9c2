import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { artFiles, artHashes } from './artHashes.ts';
import { drawnAsRaster, RASTER_FROM_TEXT_ELEMENTS, textElements } from './artRule.ts';

const root = path.resolve(import.meta.dirname, '../..');
const svg = (texts: number) => `<svg xmlns="http://www.w3.org/2000/svg">${'<text x="0" y="0">a</text>'.repeat(texts)}<textPath/></svg>`;

describe('the art rule', () => {
  it('draws an SVG holding enough text elements as rasters, and one of shapes or a few words as itself', () => {
    expect(textElements(svg(3))).toBe(3);
    expect(drawnAsRaster(svg(RASTER_FROM_TEXT_ELEMENTS))).toBe(true);
    expect(drawnAsRaster(svg(RASTER_FROM_TEXT_ELEMENTS - 1))).toBe(false);
  });

  it('gives renditions to the costly artwork only: covers, screens and designs, not heroes, slides, logos or the portrait', () => {
    const raster = Object.keys(artHashes(root));
    const vector = artFiles(root)
      .map(({ src }) => src)
      .filter((src) => !raster.includes(src));
    expect(raster.length + vector.length).toBe(artFiles(root).length);
    for (const src of raster) expect(src).toMatch(/^\/art\/(projects\/[^/]+\/(cover|screens\/.+)|designs\/.+)\.svg$/);
    for (const src of vector) expect(src).toMatch(/^\/art\/(portrait|logos\/.+|(cinnamon|medical|plants|skincare|travel)\/.+)\.svg$/);
  });
});
