import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from
 * then on. False on the server and in the first client render, so what
 * hydrates is what was prerendered. Without IntersectionObserver it is true
 * at once: the enhancement is then simply not deferred.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (element === null || near) return;
    if (typeof IntersectionObserver !== 'function') {
      // After the hydrating render, never during it.
      const frame = requestAnimationFrame(() => {
        setNear(true);
      });
      return () => {
        cancelAnimationFrame(frame);
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref, near, margin]);
  return near;
}
