import { createContext, useContext } from 'react';

export interface ViewerImage {
  src: string;
  alt: string;
  title: string;
  /** A line under the title, e.g. what the picture is for. */
  caption?: string | undefined;
  width: number;
  height: number;
}

/** Opens the viewer; focus returns to `opener` (what was clicked) when it closes. */
export type OpenViewer = (image: ViewerImage, opener: HTMLElement) => void;

export const ViewerContext = createContext<OpenViewer | null>(null);

/** Opens the fullscreen viewer. Pictures that can be enlarged need a page with a viewer. */
export function useOpenViewer(): OpenViewer {
  const open = useContext(ViewerContext);
  if (open === null) throw new Error('This block enlarges pictures, so it must be rendered inside a ViewerProvider');
  return open;
}
