import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import content from 'virtual:content';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

const websites = content.collections.websites;

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
    vi.restoreAllMocks();
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

  it('shows each website’s favicon at 128 px from the favicon service', () => {
    renderBlocks([grid], { at: '/showcase' });
    for (const website of websites) {
      const icon = within(card(website.title)).getByRole('img', { name: `${website.title} icon` });
      const src = new URL(icon.getAttribute('src') ?? '');
      expect(`${src.origin}${src.pathname}`).toBe('https://www.google.com/s2/favicons');
      expect(src.searchParams.get('domain')).toBe(website.domain);
      expect(src.searchParams.get('sz')).toBe('128');
      expect(icon).toHaveAttribute('width', '128');
    }
  });

  it('opens a favicon full screen at 256 px, titled with the site and captioned with its domain', async () => {
    renderBlocks([grid], { at: '/showcase' });
    const website = site(1);
    const thumb = within(card(website.title)).getByRole('button', { name: `View “${website.title}” full screen` });
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

  it('replaces a favicon that fails to load with a monogram, and nothing to enlarge', () => {
    renderBlocks([grid], { at: '/showcase' });
    const website = site(0);
    const item = within(card(website.title));
    fireEvent.error(item.getByRole('img', { name: `${website.title} icon` }));

    expect(item.queryByRole('img', { name: `${website.title} icon` })).not.toBeInTheDocument();
    expect(item.queryByRole('button', { name: `View “${website.title}” full screen` })).not.toBeInTheDocument();
    const monogram = item.getByRole('img', { name: `${website.title} logo` });
    expect(monogram).toHaveTextContent(website.title.charAt(0).toUpperCase());
    // The other sites keep their favicons.
    const other = site(1);
    expect(within(card(other.title)).getByRole('img', { name: `${other.title} icon` })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(7);
  });

  it('shows the monogram for a favicon that had already failed before the page came alive', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    renderBlocks([parseBlock({ type: 'website-grid', heading: 'Websites', limit: 1 })], { at: '/showcase' });
    const website = site(0);
    expect(screen.getByRole('img', { name: `${website.title} logo` })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: `${website.title} icon` })).not.toBeInTheDocument();
  });

  it('keeps a favicon that had already loaded', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(128);
    renderBlocks([parseBlock({ type: 'website-grid', heading: 'Websites', limit: 1 })], { at: '/showcase' });
    const website = site(0);
    expect(screen.getByRole('img', { name: `${website.title} icon` })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: `${website.title} logo` })).not.toBeInTheDocument();
  });
});
