import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

describe('header block', () => {
  const header = parseBlock({
    type: 'header',
    brand: 'CareNow',
    tagline: 'Online doctor consultations',
    back: { label: 'Back to showcase', to: '/showcase' },
    contact: { label: 'Call us', href: 'tel:+15550102030' },
  });

  it('shows the brand and its tagline in the page banner', () => {
    renderBlocks([header]);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('CareNow')).toBeInTheDocument();
    expect(within(banner).getByText('Online doctor consultations')).toBeInTheDocument();
  });

  it('links back out of the funnel, and the link leads there', async () => {
    renderBlocks([header]);
    const back = within(screen.getByRole('banner')).getByRole('link', { name: 'Back to showcase' });
    expect(back).toHaveAttribute('href', '/showcase');
    await userEvent.click(back);
    expect(screen.getByTestId('location')).toHaveTextContent('/showcase');
  });

  it('offers the contact shortcut as a tel: link', () => {
    renderBlocks([header]);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+15550102030');
  });

  it('shows no links when it has neither a way back nor a contact', () => {
    renderBlocks([parseBlock({ type: 'header', brand: 'Verdant' })]);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Verdant')).toBeInTheDocument();
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
  });
});
