import { useState } from 'react';
import { preload } from 'react-dom';
import artHashes from 'virtual:art';
import { artSources } from './artSources.ts';
import type { ArtSlot } from './artSlots.ts';

export interface ArtImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

interface ArtPictureProps {
  image: ArtImage;
  /** Where the picture is drawn: its width there picks the renditions and the `sizes`. */
  slot: ArtSlot;
  /**
   * The page's largest paint: preloaded from <head> (the prerender writes React's preload there), fetched
   * at high priority and never lazily. At most one per page.
   */
  priority?: boolean;
  /** Below the fold by default; the first slides of a carousel that shows them at once are eager. */
  loading?: 'lazy' | 'eager';
  className?: string;
  onError?: () => void;
}

/**
 * An artwork as the visitor's browser should get it: a raster rendition the build made of the SVG
 * (AVIF, else WebP) at the width the slot is drawn, instead of the SVG itself, which the browser would
 * parse and lay out on the main thread, text element by text element. Width and height reserve the
 * picture's space. A picture that is not artwork the build renders (any other file) is drawn as it is.
 * If a rendition fails to load, the SVG takes its place; without scripts, the reserved box shows the
 * alt text. `onError` is told only when the SVG fails too.
 */
export function ArtPicture({ image, slot, priority = false, loading = 'lazy', className, onError }: ArtPictureProps) {
  const [failed, setFailed] = useState(false);
  const hash = artHashes[image.src];
  const eager = priority || loading === 'eager';
  const common = {
    className,
    alt: image.alt,
    width: image.width,
    height: image.height,
    loading: eager ? ('eager' as const) : ('lazy' as const),
    decoding: priority ? undefined : ('async' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
  };
  if (hash === undefined || failed) return <img {...common} src={image.src} onError={onError} />;

  const { sizes, sources, fallback } = artSources(image, slot, hash);
  if (priority) {
    // The preloads name the format, so a browser without AVIF skips them rather than fetch what it cannot
    // draw, and each one the screens its source is for, so the browser preloads the file the picture takes.
    const best = sources.filter((source) => source.type === sources[0]?.type);
    const phones = best.find((source) => source.media !== undefined)?.media;
    for (const source of best) {
      const media = source.media ?? (phones === undefined ? undefined : `not all and ${phones}`);
      preload(fallback, { as: 'image', imageSrcSet: source.srcSet, imageSizes: sizes, type: source.type, fetchPriority: 'high', media });
    }
  }
  return (
    <picture>
      {sources.map((source) => (
        <source key={`${source.type} ${source.media ?? ''}`} type={source.type} media={source.media} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        {...common}
        src={fallback}
        onError={() => {
          setFailed(true);
        }}
      />
    </picture>
  );
}
