import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { prefersReducedMotion } from './prefersReducedMotion.ts';

type Phase = 'static' | 'waiting' | 'shown';

const Wrap = styled.div<{ $phase: Phase }>`
  ${({ $phase }) =>
    $phase !== 'static' &&
    css`
      transition:
        opacity 600ms ease,
        transform 600ms cubic-bezier(0.2, 0.7, 0.2, 1);
    `}
  ${({ $phase }) =>
    $phase === 'waiting' &&
    css`
      opacity: 0;
      transform: translateY(24px);
    `}
`;

/** The spec's reveal: 10 % of a section in view, with a 50 px margin. */
const REVEAL_RATIO = 0.1;
/**
 * A section many screens tall (a case study's process, 7,600 px on a phone)
 * would need most of a screen of it in view, still blank, before its 10 %
 * were: it is shown once it fills a quarter of the screen instead.
 */
const TALL_SECTION_SCREEN_SHARE = 0.25;
// Reported at every hundredth up to the spec's tenth, so a tall section's quarter screen is noticed soon after it is reached.
const OBSERVER_OPTIONS: IntersectionObserverInit = {
  threshold: Array.from({ length: 11 }, (_, index) => (index * REVEAL_RATIO) / 10),
  rootMargin: '0px 0px -50px 0px',
};

/** Whether enough of a section is in view to show it. */
export function enoughInView(entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio' | 'intersectionRect' | 'rootBounds'>): boolean {
  if (!entry.isIntersecting) return false;
  const screen = entry.rootBounds?.height ?? Infinity;
  return entry.intersectionRatio >= REVEAL_RATIO - 1e-6 || entry.intersectionRect.height >= screen * TALL_SECTION_SCREEN_SHARE;
}

/**
 * Whether a section, at the observer's first report, should wait to fade in: only while it is still
 * below the screen. One already scrolled past (the visitor flung the page down before this part had
 * hydrated) stays as drawn; hidden, it would be blank above them until they scrolled back to it.
 */
export function waitsBelow(entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'boundingClientRect' | 'rootBounds'>): boolean {
  if (entry.isIntersecting) return false;
  return entry.boundingClientRect.top >= (entry.rootBounds?.top ?? 0);
}

/**
 * Fades a section in as it scrolls into view. It never hides content for
 * good: it renders visible (before scripts run, and on the server), only
 * sections still below the fold are hidden to wait, and visitors who ask
 * for less motion get no effect at all.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('static');

  useEffect(() => {
    const element = ref.current;
    if (element === null || prefersReducedMotion() || typeof IntersectionObserver !== 'function') return;
    // The observer's first report says whether the section starts in view, computed with the next frame's
    // layout: asking getBoundingClientRect here would force a layout of the whole page per section, in the
    // task that hydrates it.
    let first = true;
    const observer = new IntersectionObserver((entries) => {
      if (first) {
        first = false;
        if (entries.some(waitsBelow)) setPhase('waiting');
        else observer.disconnect();
        return;
      }
      if (entries.some(enoughInView)) {
        setPhase('shown');
        observer.disconnect();
      }
    }, OBSERVER_OPTIONS);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);

  return (
    <Wrap ref={ref} $phase={phase} data-reveal={phase}>
      {children}
    </Wrap>
  );
}
