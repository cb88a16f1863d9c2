import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import content from 'virtual:content';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

const websites = content.collections.websites;

/**
 * jsdom never fetches pictures, so this stands in for the browser's Image:
 * each picture the page starts loading waits until the test says whether it
 * arrived or failed (answerAll before rendering answers every one at once).
 */
function stubImageLoading({ onScreen = true }: { onScreen?: boolean } = {}) {
  // The tiles ask the favicon service only once they are near the viewport; here they are (or never are).
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly report: (entries: { isIntersecting: boolean; target: Element }[]) => void) {}
      observe(target: Element) {
        this.report([{ isIntersecting: onScreen, target }]);
      }
      disconnect() {}
      unobserve() {}
    },
  );
  const pending: { onload: (() => void) | null; onerror: (() => void) | null }[] = [];
  let autoAnswer: 'load' | 'error' | undefined;
  const settle = (image: (typeof pending)[number], outcome: 'load' | 'error') => {
    act(() => {
      (outcome === 'load' ? image.onload : image.onerror)?.();
    });
  };
  vi.stubGlobal(
    'Image',
    class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(_url: string) {
        pending.push(this);
        const outcome = autoAnswer;
        if (outcome !== undefined) queueMicrotask(() => { settle(this, outcome); });
      }
    },
  );
  return {
    requested: () => pending.length,
    answer(index: number, outcome: 'load' | 'error') {
      const image = pending[index];
      if (image === undefined) throw new Error(`no picture ${index} was requested`);
      settle(image, outcome);
    },
    answerAll(outcome: 'load' | 'error') {
      autoAnswer = outcome;
      pending.forEach((image) => { settle(image, outcome); });
    },
  };
}

/** The card of one website, found by its heading. */
function card(title: string): HTMLElement {
  const item = screen.getByRole('heading', { level: 3, name: title }).closest('li');
  if (item === null) throw new Error(`${title} is not in a list item`);
  return item;
}

function site(index: number) {
  const found = websites[index];
  if (found === undefined) throw new Error(`there is no website ${index}`);
  return found;
}

describe('website-grid block', () => {
  const grid = parseBlock({ type: 'website-grid', eyebrow: 'Live work', heading: 'Websites' });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('links the 7 websites, each opening in a new tab without handing over the opener', () => {
    renderBlocks([grid], { at: '/showcase' });
    expect(screen.getByRole('heading', { level: 2, name: 'Websites' })).toBeInTheDocument();
    expect(websites).toHaveLength(7);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(7);
    links.forEach((link, index) => {
      const website = site(index);
      expect(link).toHaveAttribute('href', website.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveTextContent(website.domain);
      // Screen readers hear that it leaves the page.
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    });
  });

  it('shows each website’s title and description on its card', () => {
    renderBlocks([grid], { at: '/showcase' });
    for (const website of websites) {
      const item = within(card(website.title));
      expect(item.getByText(website.desc)).toBeInTheDocument();
      expect(item.getByRole('link')).toHaveAttribute('href', website.url);
    }
  });

  it('shows only the first websites when given a limit', () => {
    renderBlocks([parseBlock({ type: 'website-grid', heading: 'Websites', limit: 3 })], { at: '/showcase' });
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.queryByRole('heading', { level: 3, name: site(3).title })).not.toBeInTheDocument();
  });

  it('shows each site’s initial while its favicon is on its way, then the favicon at 128 px from the favicon service', () => {
    const favicons = stubImageLoading();
    renderBlocks([grid], { at: '/showcase' });
    for (const website of websites) {
      const item = within(card(website.title));
      expect(item.getByRole('img', { name: `${website.title} logo` })).toHaveTextContent(website.title.charAt(0).toUpperCase());
      expect(item.queryByRole('img', { name: `${website.title} icon` })).not.toBeInTheDocument();
    }
    favicons.answerAll('load');
    for (const website of websites) {
      const icon = within(card(website.title)).getByRole('img', { name: `${website.title} icon` });
      const src = new URL(icon.getAttribute('src') ?? '');
      expect(`${src.origin}${src.pathname}`).toBe('https://www.google.com/s2/favicons');
      expect(src.searchParams.get('domain')).toBe(website.domain);
      expect(src.searchParams.get('sz')).toBe('128');
      expect(icon).toHaveAttribute('width', '128');
      expect(within(card(website.title)).queryByRole('img', { name: `${website.title} logo` })).not.toBeInTheDocument();
    }
  });

  it('opens a favicon full screen at 256 px, titled with the site and captioned with its domain', async () => {
    stubImageLoading().answerAll('load');
    renderBlocks([grid], { at: '/showcase' });
    const website = site(1);
    const thumb = await within(card(website.title)).findByRole('button', { name: `View “${website.title}” full screen` });
    await userEvent.click(thumb);
    const dialog = screen.getByRole('dialog', { name: website.title });
    const big = within(dialog).getByRole('img', { name: `${website.title} icon` });
    const src = new URL(big.getAttribute('src') ?? '');
    expect(src.searchParams.get('domain')).toBe(website.domain);
    expect(src.searchParams.get('sz')).toBe('256');
    expect(dialog).toHaveAccessibleDescription(website.domain);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumb).toHaveFocus();
  });

  it('asks the favicon service nothing while the tiles are far below the fold, and shows the initials', () => {
    const favicons = stubImageLoading({ onScreen: false });
    renderBlocks([grid], { at: '/showcase' });
    expect(favicons.requested()).toBe(0);
    for (const website of websites) {
      expect(within(card(website.title)).getByRole('img', { name: `${website.title} logo` })).toBeInTheDocument();
    }
  });

  it('keeps the monogram, with nothing to enlarge, when the favicon service cannot be reached', () => {
    const favicons = stubImageLoading();
    renderBlocks([grid], { at: '/showcase' });
    favicons.answer(0, 'error');
    favicons.answer(1, 'load');
    const website = site(0);
    const item = within(card(website.title));
    expect(item.getByRole('img', { name: `${website.title} logo` })).toHaveTextContent(website.title.charAt(0).toUpperCase());
    expect(item.queryByRole('img', { name: `${website.title} icon` })).not.toBeInTheDocument();
    expect(item.queryByRole('button', { name: `View “${website.title}” full screen` })).not.toBeInTheDocument();
    // The other sites are unaffected.
    const other = site(1);
    expect(within(card(other.title)).getByRole('img', { name: `${other.title} icon` })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(7);
  });

  it('goes back to the monogram when a favicon that loaded fails in the page', async () => {
    stubImageLoading().answerAll('load');
    renderBlocks([parseBlock({ type: 'website-grid', heading: 'Websites', limit: 1 })], { at: '/showcase' });
    const website = site(0);
    fireEvent.error(await screen.findByRole('img', { name: `${website.title} icon` }));
    expect(screen.getByRole('img', { name: `${website.title} logo` })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: `${website.title} icon` })).not.toBeInTheDocument();
  });
});
