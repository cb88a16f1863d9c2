import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../../ui/Icon.tsx';
import { prefersReducedMotion } from '../../ui/prefersReducedMotion.ts';
import { SKIP_LINK_ID } from '../../ui/SkipLink.tsx';
import type { BlockProps } from '../BlockProps.ts';

const Button = styled.button`
  position: fixed;
  right: clamp(16px, 3vw, 32px);
  /* Above the consent banner while it is open (its room, ConsentBanner.tsx). */
  bottom: calc(var(--consent-space, 0px) + clamp(16px, 3vw, 32px));
  z-index: 25;
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: 50%;
  border: 0;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transition: transform ${({ theme }) => theme.motion.fast};
  &:hover {
    transform: translateY(-2px);
  }
`;

export function BackToTop({ block }: BlockProps<'back-to-top'>) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => {
      setVisible(window.scrollY > block.threshold);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
    };
  }, [block.threshold]);
  if (!visible) return null;
  return (
    <Button
      type="button"
      aria-label={block.label}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        // The button goes away at the top; focus goes to the top too (the skip link), not to nowhere.
        document.getElementById(SKIP_LINK_ID)?.focus({ preventScroll: true });
      }}
    >
      <Icon name="arrowUp" size={22} />
    </Button>
  );
}
