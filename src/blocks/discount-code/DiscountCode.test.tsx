import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

describe('discount-code block', () => {
  const referral = parseBlock({
    type: 'discount-code',
    heading: 'Share the glow',
    text: 'Give a friend 10% off their first bottle.',
    code: 'GLOW10',
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** What the live regions currently announce. */
  const announcements = () => screen.getAllByRole('status').map((status) => status.textContent);

  it('shows its heading, text and code', () => {
    renderBlocks([referral]);
    expect(screen.getByRole('heading', { level: 2, name: 'Share the glow' })).toBeInTheDocument();
    expect(screen.getByText('Give a friend 10% off their first bottle.')).toBeInTheDocument();
    expect(screen.getByText('GLOW10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });

  it('copies the code to the clipboard, then says so on the button and to screen readers', async () => {
    const user = userEvent.setup();
    renderBlocks([referral]);
    expect(announcements()).not.toContain('GLOW10 copied to the clipboard');

    await user.click(screen.getByRole('button', { name: 'Copy code' }));

    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('GLOW10');
    expect(announcements()).toContain('GLOW10 copied to the clipboard');
  });

  it('does not claim success when the clipboard refuses', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Permission denied'));
    renderBlocks([referral]);

    await user.click(screen.getByRole('button', { name: 'Copy code' }));

    expect(writeText).toHaveBeenCalledWith('GLOW10');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument();
    expect(announcements()).not.toContain('GLOW10 copied to the clipboard');
  });
});
