import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import content from 'virtual:content';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';
import { stubLayout } from '../../../tests/support/stubLayout.ts';
import { artShown } from '../../../tests/support/artShown.ts';

const expected = [
  { title: 'Fit-Ins', href: '/projects/fit-ins' },
  { title: 'MedTrack', href: '/projects/medical-app' },
  { title: 'Artisan Bakehouse', href: '/projects/artisan-bakehouse' },
];

function study(title: string) {
  const found = content.collections.caseStudies.find((card) => card.title === title);
  if (found === undefined) throw new Error(`no case study card titled ${title}`);
  return found;
}

describe('case-study-cards block', () => {
  // Fetching Swiper for the first time is slow on a busy machine: do it once, outside the tests' time limits.
  beforeAll(async () => {
    await import('../../ui/carousel/SwiperRow.tsx');
  }, 60_000);

  const grid = parseBlock({ type: 'case-study-cards', eyebrow: 'Case studies', heading: 'Selected product work', intro: 'Three projects.' });
  const carousel = parseBlock({ type: 'case-study-cards', heading: 'Product design', layout: 'carousel' });

  afterEach(async () => {
    // Swiper reacts to focus moves on the next animation frame; let that frame pass before the page is torn down.
    await new Promise((resolve) => setTimeout(resolve, 50));
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows its intro and three cards whose headings link to the three case studies', () => {
    renderBlocks([grid], { at: '/' });
    expect(screen.getByRole('heading', { level: 2, name: 'Selected product work' })).toBeInTheDocument();
    expect(screen.getByText('Case studies')).toBeInTheDocument();
    expect(screen.getByText('Three projects.')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    cards.forEach((card, index) => {
      const { title, href } = expected[index] ?? { title: '', href: '' };
      const heading = within(card).getByRole('heading', { level: 3, name: title });
      expect(within(heading).getByRole('link', { name: title })).toHaveAttribute('href', href);
      expect(within(card).getByRole('link', { name: `Read case study: ${title}` })).toHaveAttribute('href', href);
    });
  });

  it('fetches every picture lazily, unless the gallery starts on the first screen: then the first is fetched at once, at high priority', () => {
    const pictures = () => expected.map(({ title }) => screen.getByRole('img', { name: study(title).image.alt }));
    const { unmount } = renderBlocks([grid], { at: '/' });
    for (const picture of pictures()) {
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture).not.toHaveAttribute('fetchpriority');
    }
    unmount();
    renderBlocks([parseBlock({ type: 'case-study-cards', heading: 'Product design', firstInView: true })], { at: '/showcase' });
    const [first, ...rest] = pictures();
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const picture of rest) expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it('shows each card’s picture, blurb and discipline tags', () => {
    renderBlocks([grid], { at: '/' });
    for (const { title } of expected) {
      const card = study(title);
      const article = screen.getByRole('heading', { level: 3, name: title }).closest('article');
      if (article === null) throw new Error(`${title} is not in an article`);
      expect(artShown(within(article).getByRole('img', { name: card.image.alt }))).toBe(card.image.src);
      expect(within(article).getByText(card.blurb)).toBeInTheDocument();
      const tags = within(within(article).getByRole('list', { name: 'Disciplines' })).getAllByRole('listitem');
      expect(tags.map((tag) => tag.textContent)).toEqual(card.tags);
    }
  });

  it('follows a card’s link to its case study page', async () => {
    renderBlocks([grid], { at: '/' });
    await userEvent.click(screen.getByRole('link', { name: 'MedTrack' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/projects\/medical-app$/);
  });

  it('opens a card’s picture full screen, with its title, and the Close button puts focus back on the picture', async () => {
    renderBlocks([grid], { at: '/' });
    const card = study('MedTrack');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const thumb = screen.getByRole('button', { name: 'View “MedTrack” full screen' });
    await userEvent.click(thumb);

    const dialog = screen.getByRole('dialog', { name: 'MedTrack' });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('img', { name: card.image.alt })).toHaveAttribute('src', card.image.src);
    expect(within(dialog).getByRole('heading', { name: 'MedTrack' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(card.blurb);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumb).toHaveFocus();
  });

  it('closes the viewer on Escape and returns focus to the picture', async () => {
    renderBlocks([grid], { at: '/' });
    const thumb = screen.getByRole('button', { name: 'View “Fit-Ins” full screen' });
    await userEvent.click(thumb);
    const dialog = screen.getByRole('dialog', { name: 'Fit-Ins' });
    // The close button takes focus when the viewer opens.
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumb).toHaveFocus();
  });

  it('closes the viewer on a click on the dimmed area around the picture, but not on the picture', async () => {
    renderBlocks([grid], { at: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'View “Artisan Bakehouse” full screen' }));
    const dialog = screen.getByRole('dialog', { name: 'Artisan Bakehouse' });
    await userEvent.click(within(dialog).getByRole('img'));
    expect(screen.getByRole('dialog', { name: 'Artisan Bakehouse' })).toBeInTheDocument();
    await userEvent.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with the carousel layout on a phone (no matchMedia), lists the cards instead', async () => {
    vi.stubGlobal('matchMedia', undefined);
    renderBlocks([carousel], { at: '/showcase' });
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const items = cards.map((card) => card.closest('li'));
    const lists = new Set(items.map((item) => item?.parentElement));
    expect(lists.size).toBe(1);
    const [list] = lists;
    expect(list?.tagName).toBe('UL');
    // Not the carousel's row (which is named by the heading), and no carousel arrives later.
    expect(screen.queryByRole('list', { name: 'Product design' })).not.toBeInTheDocument();
    await import('../../ui/carousel/SwiperRow.tsx');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('with the carousel layout on a desktop, shows the three cards in a carousel', async () => {
    stubLayout({ desktop: true, width: 1200 });
    renderBlocks([carousel], { at: '/showcase' });
    expect(await screen.findByRole('button', { name: 'Next slide' }, { timeout: 10_000 })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    for (const { title, href } of expected) {
      expect(screen.getByRole('link', { name: title })).toHaveAttribute('href', href);
    }
  });

  it('with the grid layout, lists the cards even on a desktop', async () => {
    stubLayout({ desktop: true, width: 1200 });
    renderBlocks([grid], { at: '/' });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    await import('../../ui/carousel/SwiperRow.tsx');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });
});
