import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import content from 'virtual:content';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';
import { artShown } from '../../../tests/support/artShown.ts';

const designs = content.collections.designs;

describe('design-gallery block', () => {
  const gallery = parseBlock({ type: 'design-gallery', eyebrow: 'Graphic design', heading: 'Designs', intro: 'Campaigns, print and packaging.' });

  it('shows the 6 designs of the spec, each a captioned picture with its title and description', () => {
    renderBlocks([gallery], { at: '/showcase' });
    expect(screen.getByRole('heading', { level: 2, name: 'Designs' })).toBeInTheDocument();
    expect(screen.getByText('Graphic design')).toBeInTheDocument();
    expect(screen.getByText('Campaigns, print and packaging.')).toBeInTheDocument();
    expect(designs).toHaveLength(6);
    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(6);
    figures.forEach((figure, index) => {
      const design = designs[index];
      if (design === undefined) throw new Error(`no design ${index}`);
      expect(artShown(within(figure).getByRole('img', { name: design.alt }))).toBe(design.src);
      expect(within(figure).getByText(design.title)).toBeInTheDocument();
      expect(within(figure).getByText(design.desc)).toBeInTheDocument();
      expect(within(figure).getByRole('button', { name: `View “${design.title}” full screen` })).toBeInTheDocument();
    });
  });

  it('shows only the first designs when given a limit', () => {
    renderBlocks([parseBlock({ type: 'design-gallery', heading: 'Designs', limit: 2 })], { at: '/showcase' });
    expect(screen.getAllByRole('figure')).toHaveLength(2);
    const third = designs[2];
    if (third === undefined) throw new Error('there is no third design');
    expect(screen.queryByText(third.title)).not.toBeInTheDocument();
  });

  it('opens a design full screen with its title and description, and closes again', async () => {
    renderBlocks([gallery], { at: '/showcase' });
    const design = designs[2];
    if (design === undefined) throw new Error('there is no third design');
    const thumb = screen.getByRole('button', { name: `View “${design.title}” full screen` });
    await userEvent.click(thumb);

    const dialog = screen.getByRole('dialog', { name: design.title });
    expect(within(dialog).getByRole('heading', { name: design.title })).toBeInTheDocument();
    expect(within(dialog).getByText(design.desc)).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(design.desc);
    const picture = within(dialog).getByRole('img', { name: design.alt });
    expect(artShown(picture)).toBe(design.src);
    expect(picture).toHaveAttribute('width', String(design.width));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumb).toHaveFocus();
  });

  it('shows the picture that was opened, not another one', async () => {
    renderBlocks([gallery], { at: '/showcase' });
    const [first, second] = designs;
    if (first === undefined || second === undefined) throw new Error('fewer than two designs');
    await userEvent.click(screen.getByRole('button', { name: `View “${second.title}” full screen` }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName(second.title);
    expect(within(dialog).queryByText(first.title)).not.toBeInTheDocument();
  });
});
