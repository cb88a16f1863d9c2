import { describe, expect, it } from 'vitest';
import { ART_SLOTS, type ArtSlot } from './artSlots.ts';
import { artSources, parseRenditionPath, renditionPath, slotSizes, slotWidth, slotWidths } from './artSources.ts';

describe('art sources', () => {
  it('give a slot the width its CSS draws it at, as measured in Chromium', () => {
    // Hero: the column on a phone, 0.95fr of the 1140 px page on a laptop.
    expect([320, 390, 1366].map((viewport) => slotWidth('hero', viewport))).toEqual([280, 350, 511]);
    expect([320, 390, 1024, 1366].map((viewport) => slotWidth('portrait', viewport))).toEqual([280, 280, 352, 420]);
    expect(slotWidth('option', 1366)).toBe(64);
    // A case-study card in the showcase's carousel, 2.2 per view from 1024 px: 418.4, 498.4 and 507.5 px there.
    expect([1024, 1200, 1366].map((viewport) => slotWidth('cardSlide', viewport))).toEqual([419, 499, 508]);
  });

  it('write a cap as a media condition of its own, so `sizes` needs no min()', () => {
    expect(slotSizes('hero')).toBe('(min-width: 1218px) 511px, (min-width: 1024px) calc(45vw - 37px), calc(100vw - 40px)');
    expect(slotSizes('screen')).toBe(
      '(min-width: 1184px) 256px, (min-width: 1024px) calc(25vw - 40px), (min-width: 768px) calc(29vw - 17px), (min-width: 421px) calc(59vw - 22px), 220px',
    );
    // The grid's 460 px cap would hold only from 1024 px, where the carousel's rule already has.
    expect(slotSizes('cardSlide')).toBe('(min-width: 1220px) 508px, (min-width: 1024px) calc(45.5vw - 47px), (min-width: 768px) calc(50vw - 52px), calc(100vw - 42px)');
    for (const slot of Object.keys(ART_SLOTS) as ArtSlot[]) {
      const parts = slotSizes(slot).split(', ');
      expect(parts.slice(0, -1).every((part) => part.startsWith('(min-width: '))).toBe(true);
      expect(parts.at(-1)).not.toContain('min-width');
    }
  });

  it('make the slot at 1× and 2× of each reference viewport, merging widths within 10% into the larger', () => {
    // 280, 350 and 511 at 1×, 560, 700 and 1022 at 2×; 511 is served by 560.
    expect(slotWidths('hero', 640)).toEqual([280, 350, 560, 700, 1022]);
    expect(slotWidths('option', 320)).toEqual([64, 128]);
  });

  it('size a phone screen for the wider of the carousel and the notes, so both show one file', () => {
    // The notes draw it at 220 px on a narrow phone, wider than the carousel's 59vw - 22px there.
    expect([320, 390, 500, 1366].map((viewport) => slotWidth('screen', viewport))).toEqual([220, 220, 273, 256]);
    expect(slotWidths('screen', 360)).toEqual([220, 256, 440, 512]);
  });

  it('offer a phone no more than twice its slot, and add no phones\' source where it would change nothing', () => {
    const screen = artSources({ src: '/art/projects/fit-ins/screens/01-welcome.svg', width: 360 }, 'screen', 'feedbeef');
    expect(screen.sources[0]).toEqual({
      type: 'image/avif',
      media: '(max-width: 479px)',
      srcSet: '/assets/art/projects/fit-ins/screens/01-welcome-220.feedbeef.avif 220w, /assets/art/projects/fit-ins/screens/01-welcome-440.feedbeef.avif 440w',
    });
    expect(screen.sources[1]?.srcSet).toContain('01-welcome-512.feedbeef.avif 512w');
    // A thumbnail is 64 px at every width: one source per format.
    const option = artSources({ src: '/art/skincare/serum-one.svg', width: 400 }, 'option', 'feedbeef');
    expect(option.sources.map((source) => source.media)).toEqual([undefined, undefined]);
  });

  it('make nothing wider than twice the artwork', () => {
    expect(slotWidths('hero', 300)).toEqual([280, 350, 600]);
  });

  it('name a rendition by artwork, width and hash, under /assets/, and read the name back', () => {
    const url = renditionPath('/art/skincare/serum-hero.svg', '0123abcd', 700, 'avif');
    expect(url).toBe('/assets/art/skincare/serum-hero-700.0123abcd.avif');
    expect(parseRenditionPath(url)).toEqual({ name: 'skincare/serum-hero', width: 700, hash: '0123abcd', format: 'avif' });
    expect(parseRenditionPath('/art/skincare/serum-hero.svg')).toBeUndefined();
    expect(parseRenditionPath('/assets/art/serum-hero-700.0123abcd.png')).toBeUndefined();
  });

  it('give a picture AVIF then WebP candidates, and WebP wide enough for the slot on any reference screen as the <img>', () => {
    const picture = artSources({ src: '/art/portrait.svg', width: 800 }, 'portrait', 'feedbeef');
    // The portrait is 280 px on every phone, so the phones' 2× (560) stops short of the laptop's 840.
    expect(picture.sources.map((source) => `${source.type} ${source.media ?? 'any screen'}`)).toEqual([
      'image/avif (max-width: 479px)',
      'image/avif any screen',
      'image/webp (max-width: 479px)',
      'image/webp any screen',
    ]);
    expect(picture.sources[0]?.srcSet).toBe('/assets/art/portrait-280.feedbeef.avif 280w, /assets/art/portrait-560.feedbeef.avif 560w');
    expect(picture.sources[1]?.srcSet).toBe(
      '/assets/art/portrait-280.feedbeef.avif 280w, /assets/art/portrait-420.feedbeef.avif 420w, /assets/art/portrait-560.feedbeef.avif 560w, /assets/art/portrait-840.feedbeef.avif 840w',
    );
    expect(picture.sizes).toBe(slotSizes('portrait'));
    expect(picture.fallback).toBe('/assets/art/portrait-420.feedbeef.webp');
  });
});
