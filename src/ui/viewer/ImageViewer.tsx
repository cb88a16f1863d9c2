import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon.tsx';
import type { ViewerImage } from './ViewerContext.ts';
import { useWords } from '../../i18n/useWords.ts';

const Dialog = styled.dialog`
  width: 100vw;
  max-width: 100vw;
  height: 100dvh;
  max-height: 100dvh;
  margin: 0;
  padding: clamp(16px, 4vw, 48px);
  border: 0;
  background: rgba(10, 10, 16, 0.96);
  color: #fff;
  &::backdrop {
    background: rgba(12, 12, 18, 0.6);
  }
  &[open] {
    display: grid;
    place-items: center;
  }
`;

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: center;
  max-width: min(1200px, 100%);
  img {
    max-width: 100%;
    max-height: calc(100dvh - 200px);
    width: auto;
    height: auto;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.md};
    background: #fff;
  }
  figcaption {
    text-align: center;
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    max-width: 70ch;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: #fff;
  }
  p {
    color: rgba(255, 255, 255, 0.78);
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Close = styled.button`
  position: fixed;
  top: 16px;
  right: 16px;
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 1px solid rgba(255, 255, 255, 0.3);
  background: rgba(255, 255, 255, 0.1);
  color: #fff;
  transition: background-color ${({ theme }) => theme.motion.fast};
  &:hover {
    background: rgba(255, 255, 255, 0.22);
  }
  &:focus-visible {
    outline-color: #fff;
  }
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Wraps Tab and Shift+Tab around the dialog's own controls. A modal <dialog>
 * makes the page behind it inert, but Tab past its last control still leaves
 * it (for the browser's toolbar, or nowhere); a keyboard user should stay
 * with the picture until they close it.
 */
function keepFocusInside(dialog: HTMLElement, event: KeyboardEvent<HTMLElement>) {
  const controls = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = controls[0];
  const last = controls.at(-1);
  if (first === undefined || last === undefined) return;
  const leaving = event.shiftKey ? document.activeElement === first : document.activeElement === last;
  if (!leaving && dialog.contains(document.activeElement)) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/**
 * A modal dialog with the picture, its title and its alt text. The native
 * <dialog> makes the page behind it inert and closes on Escape, Tab keeps
 * going round its controls, and the provider returns focus to whatever
 * opened it.
 */
export function ImageViewer({ image, onClose }: { image: ViewerImage; onClose: () => void }) {
  const { media } = useWords();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, [onClose]);

  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        } else if (event.key === 'Tab') {
          keepFocusInside(event.currentTarget, event);
        }
      }}
      onClick={(event) => {
        // A click on the dimmed area around the picture closes it, like the Escape key.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Close type="button" aria-label={media.close} onClick={onClose} autoFocus>
        <Icon name="close" size={22} />
      </Close>
      <Figure>
        <img src={image.src} alt={image.alt} width={image.width} height={image.height} />
        <figcaption>
          <h2 id={titleId}>{image.title}</h2>
          <p id={descriptionId}>{image.caption ?? image.alt}</p>
        </figcaption>
      </Figure>
    </Dialog>
  );
}
