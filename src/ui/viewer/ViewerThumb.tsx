import styled from 'styled-components';
import { ArtPicture } from '../art/ArtPicture.tsx';
import type { ArtSlot } from '../art/artSlots.ts';
import { Icon } from '../Icon.tsx';
import { useOpenViewer, type ViewerImage } from './ViewerContext.ts';
import { useWords } from '../../i18n/useWords.ts';
import { fillMessage } from '../../i18n/fillMessage.ts';

const Button = styled.button`
  position: relative;
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  border-radius: inherit;
  overflow: hidden;
  cursor: zoom-in;
  img {
    width: 100%;
    height: auto;
    transition: transform ${({ theme }) => theme.motion.base};
  }
  &:hover img {
    transform: scale(1.03);
  }
  span {
    position: absolute;
    right: 12px;
    bottom: 12px;
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    background: rgba(15, 15, 20, 0.72);
    color: #fff;
    opacity: 0;
    transform: translateY(4px);
    transition:
      opacity ${({ theme }) => theme.motion.fast},
      transform ${({ theme }) => theme.motion.fast};
  }
  /*
   * Thumbnails sit in frames that clip (rounded cards, the favicon tile, the
   * carousel), which would cut an outer ring away, so the ring is drawn inside
   * the picture, with a white band inside it so it shows on any artwork.
   */
  &:focus-visible {
    outline-offset: -3px;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 3px;
    border-radius: inherit;
    pointer-events: none;
  }
  &:focus-visible::after {
    box-shadow: inset 0 0 0 2px #fff;
  }
  &:hover span,
  &:focus-visible span {
    opacity: 1;
    transform: none;
  }
  @media (hover: none) {
    span {
      opacity: 1;
      transform: none;
    }
  }
`;

type ViewerThumbProps = {
  image: ViewerImage;
  loading?: 'lazy' | 'eager';
  /** The page's lead picture (ArtPicture's `priority`): preloaded, fetched at once and at high priority. */
  priority?: boolean;
  onImageError?: () => void;
} & (
  | {
      /** Where the artwork is drawn, which sizes its renditions. */
      slot: ArtSlot;
      thumb?: undefined;
    }
  | {
      /** The picture shown in the page, when it differs from the enlarged one (e.g. a smaller favicon). */
      thumb: { src: string; width: number; height: number };
      slot?: undefined;
    }
);

/** A picture that opens the fullscreen viewer: a real button, so the keyboard reaches it. */
export function ViewerThumb({ image, slot, thumb, loading = 'lazy', priority = false, onImageError }: ViewerThumbProps) {
  const open = useOpenViewer();
  const { media } = useWords();
  return (
    <Button
      type="button"
      aria-label={fillMessage(media.viewFullScreen, { title: image.title })}
      onClick={(event) => {
        open(image, event.currentTarget);
      }}
    >
      {thumb === undefined ? (
        <ArtPicture image={image} slot={slot} loading={loading} priority={priority} onError={onImageError} />
      ) : (
        <img src={thumb.src} alt={image.alt} width={thumb.width} height={thumb.height} loading={loading} onError={onImageError} />
      )}
      <span aria-hidden="true">
        <Icon name="expand" size={18} />
      </span>
    </Button>
  );
}
