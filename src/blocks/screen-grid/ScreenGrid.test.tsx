import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import content from 'virtual:content';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';
import { artShown } from '../../../tests/support/artShown.ts';

function project(slug: string) {
  const found = content.projects.find((entry) => entry.slug === slug);
  if (found === undefined) throw new Error(`no project ${slug} in content/projects/`);
  return found;
}

describe('screen-grid block', () => {
  const grid = parseBlock({
    type: 'screen-grid',
    id: 'rationale',
    eyebrow: 'Behind the design',
    heading: 'Rationale and process',
    intro: 'Why each screen looks the way it does.',
  });

  it('introduces the section with its eyebrow, heading and intro', () => {
    const medical = project('medical-app');
    renderBlocks([grid], { at: '/projects/medical-app', project: medical });
    expect(screen.getByRole('heading', { level: 2, name: 'Rationale and process' })).toBeInTheDocument();
    expect(screen.getByText('Behind the design')).toBeInTheDocument();
    expect(screen.getByText('Why each screen looks the way it does.')).toBeInTheDocument();
  });

  it.each([
    ['fit-ins', 9],
    ['medical-app', 7],
    ['artisan-bakehouse', 4],
  ])('on the %s case study, lists its %i screens in order with title, rationale and process', (slug, count) => {
    const current = project(slug);
    expect(current.screens).toHaveLength(count);
    renderBlocks([grid], { at: `/projects/${slug}`, project: current });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(count);
    items.forEach((item, index) => {
      const shot = current.screens[index];
      if (shot === undefined) throw new Error(`no screen ${index}`);
      const card = within(item);
      const heading = card.getByRole('heading', { level: 3 });
      expect(heading).toHaveTextContent(shot.title);
      expect(heading).toHaveTextContent(`SCREEN ${String(index + 1).padStart(2, '0')}`);
      expect(artShown(card.getByRole('img', { name: shot.alt }))).toBe(shot.src);

      const rationale = card.getByText('Rationale').parentElement;
      const process = card.getByText('Process').parentElement;
      if (rationale === null || process === null) throw new Error(`${shot.title} has no notes`);
      expect(within(rationale).getByRole('definition')).toHaveTextContent(shot.desc);
      expect(within(process).getByRole('definition')).toHaveTextContent(shot.process);
    });
  });

  it('opens a screen full screen with its title and alt text', async () => {
    const bakehouse = project('artisan-bakehouse');
    const shot = bakehouse.screens[1];
    if (shot === undefined) throw new Error('the bakehouse case study has fewer than two screens');
    renderBlocks([grid], { at: '/projects/artisan-bakehouse', project: bakehouse });
    const thumb = screen.getByRole('button', { name: `View “${shot.title}” full screen` });
    await userEvent.click(thumb);
    const dialog = screen.getByRole('dialog', { name: shot.title });
    expect(within(dialog).getByRole('img', { name: shot.alt })).toHaveAttribute('src', shot.src);
    expect(within(dialog).getByText(shot.alt)).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumb).toHaveFocus();
  });
});
