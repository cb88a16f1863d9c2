import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { baseTheme } from '../../theme/theme.ts';
import { ImageViewer } from './ImageViewer.tsx';

const picture = { src: '/art/logo.svg', alt: 'A round green logo', title: 'Verdant', caption: 'Plant shop identity', width: 400, height: 400 };

function renderViewer() {
  const onClose = vi.fn();
  render(
    <ThemeProvider theme={baseTheme}>
      <button type="button">Behind the viewer</button>
      <ImageViewer image={picture} onClose={onClose} />
    </ThemeProvider>,
  );
  return { onClose };
}

describe('ImageViewer', () => {
  it('is a dialog named by the picture’s title, with focus on Close', () => {
    renderViewer();
    const dialog = screen.getByRole('dialog', { name: 'Verdant' });
    expect(dialog).toHaveAccessibleDescription('Plant shop identity');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderViewer();
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Behind the viewer', hidden: true })).not.toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = renderViewer();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
