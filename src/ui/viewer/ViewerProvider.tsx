import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ImageViewer } from './ImageViewer.tsx';
import { ViewerContext, type ViewerImage } from './ViewerContext.ts';

/** Holds the page's one fullscreen viewer: closed, or open with one picture. */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const [image, setImage] = useState<ViewerImage | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback((next: ViewerImage) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setImage(next);
  }, []);

  const close = useCallback(() => {
    setImage(null);
    opener.current?.focus();
  }, []);

  return (
    <ViewerContext.Provider value={open}>
      {children}
      {image !== null && <ImageViewer image={image} onClose={close} />}
    </ViewerContext.Provider>
  );
}
