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

  it('links the privacy page and offers Cookie settings, on a site that measures, with no links of its own', () => {
    // content/site.json names a GA4 measurement ID: every footer then carries the two.
    renderBlocks([parseBlock({ type: 'footer', text: 'Small print.' })]);
    expect(screen.getByText('Small print.')).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(nav.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(nav.getAllByRole('link')).toHaveLength(1);
    // Without the consent head script (no JavaScript) the button could do nothing, and is not shown.
    expect(nav.queryByRole('button', { name: 'Cookie settings' })).not.toBeInTheDocument();
  });

  it('links the privacy page once when its own links name it (a client’s footer, on a site that measures)', () => {
    renderBlocks([parseBlock({ type: 'footer', text: 'Small print.', links: [{ label: 'Privacy', href: '/privacy' }] })]);
    const nav = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(nav.getAllByRole('link', { name: 'Privacy' })).toHaveLength(1);
  });

  it('shows Cookie settings once the consent head script has marked the page', () => {
    document.documentElement.setAttribute('data-consent', 'unset');
    try {
      renderBlocks([parseBlock({ type: 'footer', text: 'Small print.' })]);
      expect(within(screen.getByRole('navigation', { name: 'Footer' })).getByRole('button', { name: 'Cookie settings' })).toBeVisible();
    } finally {
      document.documentElement.removeAttribute('data-consent');
    }
  });
});
