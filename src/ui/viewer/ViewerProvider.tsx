import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ImageViewer } from './ImageViewer.tsx';
import { ViewerContext, type ViewerImage } from './ViewerContext.ts';

/** Holds the page's one fullscreen viewer: closed, or open with one picture. */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const [image, setImage] = useState<ViewerImage | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  // The opener is passed in rather than read from document.activeElement: a
  // click inside a carousel does not focus the button it lands on.
  const open = useCallback((next: ViewerImage, from: HTMLElement) => {
    opener.current = from;
    setImage(next);
  }, []);

  const close = useCallback(() => {
    setImage(null);
  }, []);

  // Focus goes back to what opened the viewer once the dialog is gone: while a
  // modal dialog is open, the rest of the page cannot take focus.
  // If the opener was replaced while the viewer was open (a carousel swapping
  // its plain row for Swiper), its successor is the button with the same name.
  useEffect(() => {
    const from = opener.current;
    if (image !== null || from === null) return;
    opener.current = null;
    const label = from.getAttribute('aria-label');
    const successor =
      from.isConnected || label === null ? from : document.querySelector<HTMLElement>(`button[aria-label="${CSS.escape(label)}"]`);
    successor?.focus();
  }, [image]);

  return (
    <ViewerContext.Provider value={open}>
      {children}
      {image !== null && <ImageViewer image={image} onClose={close} />}
    </ViewerContext.Provider>
  );
}
