import { Component, lazy, Suspense, useRef, type ReactNode } from 'react';
import { useNearViewport } from '../useNearViewport.ts';
import type { PerView } from './perView.ts';
import { SnapRow } from './SnapRow.tsx';
import { useFocusAcrossSwap } from './useFocusAcrossSwap.ts';

/**
 * Swiper is fetched only where a carousel is shown, and only once it is about
 * to scroll into view, so it never holds up the first paint or hydration;
 * until then (and in the prerendered HTML) the same items show as a snapping row.
 */
const SwiperRow = lazy(() => import('./SwiperRow.tsx'));

/** If Swiper fails to load or throws, the snapping row stays: the content never disappears with the enhancement. */
class KeepFallback extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('The carousel could not start; showing the plain row instead.', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function Carousel({ items, perView, label }: { items: ReactNode[]; perView: PerView; label: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  useFocusAcrossSwap(anchor);
  const fallback = <SnapRow items={items} perView={perView} label={label} />;
  return (
    <div ref={anchor}>
      {near ? (
        <KeepFallback fallback={fallback}>
          <Suspense fallback={fallback}>
            <SwiperRow items={items} perView={perView} label={label} />
          </Suspense>
        </KeepFallback>
      ) : (
        fallback
      )}
    </div>
  );
}
