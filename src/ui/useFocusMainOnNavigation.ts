import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_ID } from './SkipLink.tsx';

/** The location entry the page last showed, shared by every page so a page that mounts after a navigation can tell. */
let shownKey: string | undefined;

/**
 * Moves focus to <main> when the app moves to another page or funnel step
 * without a page load. Otherwise focus stays on the button that was pressed,
 * which the new page has removed, and keyboard and screen-reader users are
 * left nowhere. The first page shown keeps the browser's own start (so the
 * skip link comes first), and in-page #anchor moves keep theirs.
 */
export function useFocusMainOnNavigation(): void {
  const { key, hash } = useLocation();
  useEffect(() => {
    const previous = shownKey;
    shownKey = key;
    if (previous === undefined || previous === key || hash !== '') return;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [key, hash]);
}
