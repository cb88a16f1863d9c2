import { describe, expect, it } from 'vitest';
import { enoughInView } from './Reveal.tsx';

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
