import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

describe('footer block', () => {
  const footer = parseBlock({
    type: 'footer',
    text: 'Lumière is a demo funnel. Nothing is sold and no data is stored.',
    links: [
      { label: 'Portfolio home', href: '/' },
      { label: 'Source code', href: 'https://github.com/example/portfolio' },
      { label: 'Email me', href: 'mailto:hello@example.com' },
    ],
  });

  it('shows its small print in the page footer', () => {
    renderBlocks([footer]);
    expect(
      within(screen.getByRole('contentinfo')).getByText('Lumière is a demo funnel. Nothing is sold and no data is stored.'),
    ).toBeInTheDocument();
  });

  it('lists its links in a Footer navigation, each to its address', () => {
    renderBlocks([footer]);
    const nav = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(nav.getByRole('link', { name: 'Portfolio home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Source code' })).toHaveAttribute('href', 'https://github.com/example/portfolio');
    expect(nav.getByRole('link', { name: 'Email me' })).toHaveAttribute('href', 'mailto:hello@example.com');
  });

  it('follows a site link in the router', async () => {
    renderBlocks([footer]);
    await userEvent.click(screen.getByRole('link', { name: 'Portfolio home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('has no navigation when it has no links', () => {
    renderBlocks([parseBlock({ type: 'footer', text: 'Small print.' })]);
    expect(screen.getByText('Small print.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
