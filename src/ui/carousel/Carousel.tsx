import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { PerView } from './perView.ts';
import { SnapRow } from './SnapRow.tsx';

/** Swiper is fetched only where a carousel is shown; until then the same items show as a snapping row. */
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
  const fallback = <SnapRow items={items} perView={perView} label={label} />;
  return (
    <KeepFallback fallback={fallback}>
      <Suspense fallback={fallback}>
        <SwiperRow items={items} perView={perView} label={label} />
      </Suspense>
    </KeepFallback>
  );
}
