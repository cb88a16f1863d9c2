import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

describe('cta block', () => {
  const cta = parseBlock({
    type: 'cta',
    tone: 'strong',
    heading: 'Ready for your glow?',
    text: 'Free shipping and a 60-day money-back guarantee on every order.',
    actions: [
      { label: 'Order Now', event: 'ORDER', icon: 'lock' },
      { label: 'See the showcase', href: '/showcase', variant: 'secondary' },
      { label: 'Read the study', href: 'https://example.com/study', variant: 'ghost' },
      { label: 'Call us', href: 'tel:+15550102030' },
      { label: 'Book a call', scrollTo: 'booking' },
    ],
  });

  it('shows its heading and text', () => {
    renderBlocks([cta], { on: { ORDER: 'thank-you' } });
    expect(screen.getByRole('heading', { level: 2, name: 'Ready for your glow?' })).toBeInTheDocument();
    expect(screen.getByText('Free shipping and a 60-day money-back guarantee on every order.')).toBeInTheDocument();
  });

  it('sends an event action to the funnel machine', async () => {
    const { actor } = renderBlocks([cta], { on: { ORDER: 'thank-you' } });
    expect(actor.getSnapshot().value).toBe('landing');
    // A real link to the step the machine would go to, for a tap before (or without) the script.
    expect(screen.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/funnels/test/thank-you');
    await userEvent.click(screen.getByRole('link', { name: 'Order Now' }));
    expect(actor.getSnapshot().value).toBe('thank-you');
  });

  it('makes a site path a router link that leads there', async () => {
    renderBlocks([cta], { on: { ORDER: 'thank-you' } });
    const link = screen.getByRole('link', { name: 'See the showcase' });
    expect(link).toHaveAttribute('href', '/showcase');
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/showcase');
  });

  it('opens an https:// address in a new tab, safely', () => {
    renderBlocks([cta], { on: { ORDER: 'thank-you' } });
    const link = screen.getByRole('link', { name: 'Read the study' });
    expect(link).toHaveAttribute('href', 'https://example.com/study');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps tel: links in the same tab and links scroll actions to their anchor', () => {
    renderBlocks([cta], { on: { ORDER: 'thank-you' } });
    const call = screen.getByRole('link', { name: 'Call us' });
    expect(call).toHaveAttribute('href', 'tel:+15550102030');
    expect(call).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Book a call' })).toHaveAttribute('href', '#booking');
  });

  it('can be only buttons, without heading or text', () => {
    renderBlocks([parseBlock({ type: 'cta', actions: [{ label: 'Back to showcase', href: '/showcase' }] })]);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to showcase' })).toHaveAttribute('href', '/showcase');
  });
});
