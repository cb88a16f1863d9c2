import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

describe('back block', () => {
  const location = () => screen.getByTestId('location');

  describe('link mode', () => {
    it('links to its target inside a Back navigation, and the link leads there', async () => {
      renderBlocks([parseBlock({ type: 'back', label: 'Back to showcase', to: '/showcase' })]);
      const link = within(screen.getByRole('navigation', { name: 'Back' })).getByRole('link', { name: 'Back to showcase' });
      expect(link).toHaveAttribute('href', '/showcase');
      await userEvent.click(link);
      expect(location()).toHaveTextContent('/showcase');
    });

    it('without a target, links one level up: from a step to the funnel landing page', async () => {
      renderBlocks([parseBlock({ type: 'back' })], { at: '/funnels/test/order' });
      const link = screen.getByRole('link', { name: 'Back' });
      expect(link).toHaveAttribute('href', '/funnels/test');
      await userEvent.click(link);
      expect(location()).toHaveTextContent(/^\/funnels\/test$/);
    });
  });

  describe('history mode', () => {
    it('is a link to its fallback target, so it works before the script loads', () => {
      renderBlocks([parseBlock({ type: 'back', mode: 'history', to: '/showcase' })], { at: '/funnels/test/order' });
      expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/showcase');
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });

    it('with no previous page in history, goes to its fallback target', async () => {
      renderBlocks([parseBlock({ type: 'back', mode: 'history', to: '/showcase' })], { at: '/funnels/test/order' });
      await userEvent.click(screen.getByRole('link', { name: 'Back' }));
      expect(location()).toHaveTextContent('/showcase');
    });

    it('with no previous page and no target, goes one level up', async () => {
      renderBlocks([parseBlock({ type: 'back', mode: 'history', label: 'Back to the serum' })], { at: '/funnels/test/order' });
      const link = screen.getByRole('link', { name: 'Back to the serum' });
      expect(link).toHaveAttribute('href', '/funnels/test');
      await userEvent.click(link);
      expect(location()).toHaveTextContent(/^\/funnels\/test$/);
    });
  });
});
