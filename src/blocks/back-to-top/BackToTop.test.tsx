import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';
import { stubMatchMedia } from '../../../tests/support/stubLayout.ts';

/** Puts the page at a scroll position and tells the page it scrolled. */
function scrollTo(y: number) {
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);
  act(() => {
    fireEvent.scroll(window);
  });
}

const button = () => screen.queryByRole('button', { name: 'Back to top' });

describe('back-to-top block', () => {
  // As every page configures it; the default threshold is the spec's 500 px.
  const backToTop = parseBlock({ type: 'back-to-top' });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is hidden at the top of the page', () => {
    renderBlocks([backToTop], { at: '/' });
    expect(button()).not.toBeInTheDocument();
  });

  it('appears once the page is scrolled more than 500 px, and goes again when back up', () => {
    renderBlocks([backToTop], { at: '/' });
    scrollTo(600);
    expect(button()).toBeInTheDocument();
    scrollTo(100);
    expect(button()).not.toBeInTheDocument();
  });

  it('stays hidden at exactly 500 px and shows at 501 px', () => {
    renderBlocks([backToTop], { at: '/' });
    scrollTo(500);
    expect(button()).not.toBeInTheDocument();
    scrollTo(501);
    expect(button()).toBeInTheDocument();
  });

  it('shows at once when the page is already scrolled as it loads', () => {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(900);
    renderBlocks([backToTop], { at: '/' });
    expect(button()).toBeInTheDocument();
  });

  it('scrolls the window back to the top when pressed', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderBlocks([backToTop], { at: '/' });
    scrollTo(600);
    const back = button();
    if (back === null) throw new Error('no Back to top button');
    await userEvent.click(back);
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0, behavior: 'smooth' }));
  });

  it('jumps without animation for visitors who ask for less motion', async () => {
    stubMatchMedia((media) => media === '(prefers-reduced-motion: reduce)');
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderBlocks([backToTop], { at: '/' });
    scrollTo(600);
    const back = button();
    if (back === null) throw new Error('no Back to top button');
    await userEvent.click(back);
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0, behavior: 'auto' }));
  });

  it('honours its own threshold and label', () => {
    renderBlocks([parseBlock({ type: 'back-to-top', threshold: 100, label: 'To the top' })], { at: '/' });
    scrollTo(150);
    expect(screen.getByRole('button', { name: 'To the top' })).toBeInTheDocument();
  });

  it('stops listening once it leaves the page', () => {
    const { unmount } = renderBlocks([backToTop], { at: '/' });
    const removed = vi.spyOn(window, 'removeEventListener');
    unmount();
    expect(removed).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
