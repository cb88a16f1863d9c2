import { describe, expect, it } from 'vitest';
import { enoughInView, waitsBelow } from './Reveal.tsx';

/** What the observer reports for a section of `height` px with `visible` px of it in a screen `screen` px tall. */
const entry = (height: number, visible: number, screen = 844) => ({
  isIntersecting: visible > 0,
  intersectionRatio: visible / height,
  intersectionRect: { height: visible } as DOMRectReadOnly,
  rootBounds: { height: screen } as DOMRectReadOnly,
});

describe('when a section scrolling into view is shown', () => {
  it('shows a section of ordinary height once a tenth of it is in view, and not before', () => {
    expect(enoughInView(entry(1_000, 99))).toBe(false);
    expect(enoughInView(entry(1_000, 100))).toBe(true);
  });

  it('shows a section many screens tall once it fills a quarter of the screen, long before a tenth of it is in view', () => {
    expect(enoughInView(entry(7_600, 150))).toBe(false);
    expect(enoughInView(entry(7_600, 211))).toBe(true);
  });

  it('never shows a section that is out of view', () => {
    expect(enoughInView({ ...entry(1_000, 0), intersectionRatio: 0 })).toBe(false);
  });
});

describe('which sections wait to fade in, at the first report', () => {
  // A screen 844 px tall whose reveal line is 50 px above its foot (the observer's margin).
  const first = (top: number, height: number) => ({
    isIntersecting: top < 794 && top + height > 0,
    boundingClientRect: { top } as DOMRectReadOnly,
    rootBounds: { top: 0, height: 794 } as DOMRectReadOnly,
  });

  it('a section still below the screen waits', () => {
    expect(waitsBelow(first(1_200, 600))).toBe(true);
    expect(waitsBelow(first(800, 600))).toBe(true);
  });

  it('a section in view, or already scrolled past before the page had started, stays as drawn', () => {
    expect(waitsBelow(first(300, 600))).toBe(false);
    expect(waitsBelow(first(-900, 600))).toBe(false);
  });
});
