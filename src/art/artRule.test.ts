// @vitest-environment node
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

  it('gives renditions to the case-study covers only, not screens, designs, heroes, slides, logos or the portrait', () => {
    const raster = Object.keys(artHashes(root));
    const vector = artFiles(root)
      .map(({ src }) => src)
      .filter((src) => !raster.includes(src));
    expect(raster.length + vector.length).toBe(artFiles(root).length);
    expect([...raster].sort((a, b) => a.localeCompare(b))).toEqual(['/art/projects/artisan-bakehouse/cover.svg', '/art/projects/fit-ins/cover.svg', '/art/projects/medical-app/cover.svg']);
    for (const src of vector) expect(src).toMatch(/^\/art\/(portrait|logos\/.+|designs\/.+|projects\/[^/]+\/screens\/.+|(cinnamon|medical|plants|skincare|travel|northwind-coffee|fjord-tours|alder-physio|ember-roasters)\/.+)\.svg$/);
  });
});
