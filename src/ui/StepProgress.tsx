import styled, { createGlobalStyle, keyframes } from 'styled-components';
import { useWords } from '../i18n/useWords.ts';

const travel = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled.div`
  position: fixed;
  inset: 0 0 auto;
  z-index: 200;
  height: 3px;
  overflow: hidden;
  pointer-events: none;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 20%, transparent);
  &::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
    animation: ${travel} 1s cubic-bezier(0.4, 0, 0.2, 1) infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    /* A still, full bar: the page says it is working without anything sliding. */
    &::after {
      width: 100%;
      animation: none;
    }
  }
`;

/** The control just tapped looks held down, and the page says it is working, until the next step is drawn. */
const BusyPage = createGlobalStyle`
  main[aria-busy='true'] {
    cursor: progress;
  }
  main[aria-busy='true'] :is(a, button):focus {
    cursor: progress;
    filter: brightness(0.9);
    transform: translateY(1px);
  }
`;

/**
 * A thin bar along the top of the window while the next step's code is on
 * its way (rarely: it is fetched ahead), with the page's <main> marked
 * `aria-busy` by its caller. Announced as a progress bar without a value.
 */
export function StepProgress() {
  const words = useWords();
  return (
    <>
      <BusyPage />
      <Track role="progressbar" aria-label={words.page.loadingNextStep} />
    </>
  );
}
