import { parseRenditionPath } from '../../src/ui/art/artSources.ts';

/**
 * The artwork an <img> shows: the SVG its rendition was made from, or its own address when it is no
 * rendition, so a test names the picture it expects however the build serves it.
 */
export function artShown(image: HTMLElement | undefined): string | null | undefined {
  if (image === undefined) return undefined;
  const src = image.getAttribute('src');
  const rendition = src === null ? undefined : parseRenditionPath(src);
  return rendition === undefined ? src : `/art/${rendition.name}.svg`;
}
