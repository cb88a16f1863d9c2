import { lazy, Suspense, type ReactNode } from 'react';
import type { PerView } from './perView.ts';
import { SnapRow } from './SnapRow.tsx';

/** Swiper is fetched only where a carousel is shown; until then the same items show as a snapping row. */
const SwiperRow = lazy(() => import('./SwiperRow.tsx'));

export function Carousel({ items, perView, label }: { items: ReactNode[]; perView: PerView; label: string }) {
  return (
    <Suspense fallback={<SnapRow items={items} perView={perView} label={label} />}>
      <SwiperRow items={items} perView={perView} label={label} />
    </Suspense>
  );
}
