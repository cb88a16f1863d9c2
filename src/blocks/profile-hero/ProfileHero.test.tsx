import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import site from 'virtual:site';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';
import { artShown } from '../../../tests/support/artShown.ts';

describe('profile-hero block', () => {
  const hero = parseBlock({
    type: 'profile-hero',
    id: 'top',
    greeting: 'Available for new projects',
    text: 'I help small brands and product teams grow online.',
    image: { src: '/art/portrait.svg', alt: 'Illustrated portrait of the designer', width: 800, height: 1000 },
    action: { label: 'View Showcase', href: '/showcase' },
  });

  it('makes the owner’s name and title from the site file the page h1', () => {
    renderBlocks([hero], { at: '/' });
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent(site.name);
    expect(h1).toHaveTextContent(site.title);
  });

  it('shows the greeting, the pitch and the portrait', () => {
    renderBlocks([hero], { at: '/' });
    expect(screen.getByText('Available for new projects')).toBeInTheDocument();
    expect(screen.getByText('I help small brands and product teams grow online.')).toBeInTheDocument();
    expect(artShown(screen.getByRole('img', { name: 'Illustrated portrait of the designer' }))).toBe('/art/portrait.svg');
  });

  it('leaves out the greeting when there is none', () => {
    renderBlocks([parseBlock({ ...hero, greeting: undefined })], { at: '/' });
    expect(screen.queryByText('Available for new projects')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(site.name);
  });

  it('shows the four stat tiles of the spec, each label with its value', () => {
    renderBlocks([hero], { at: '/' });
    const stats = within(screen.getByLabelText('At a glance'));
    const labels = stats.getAllByRole('term').map((term) => term.textContent);
    const values = stats.getAllByRole('definition').map((definition) => definition.textContent);
    expect(labels).toEqual(['Google Certified', 'Clients Served', 'Success Rate', 'Avg. Results']);
    expect(values).toEqual(['SEO Expert', '100+', '98%', '250%↑']);
    // Each value sits in the same tile as its label.
    for (const term of stats.getAllByRole('term')) {
      expect(term.parentElement?.querySelectorAll('dd')).toHaveLength(1);
    }
    expect(stats.getByText('Success Rate').parentElement).toHaveTextContent('98%');
  });

  it('links View Showcase to the showcase page', async () => {
    renderBlocks([hero], { at: '/' });
    const link = screen.getByRole('link', { name: 'View Showcase' });
    expect(link).toHaveAttribute('href', '/showcase');
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/showcase$/);
  });

  it('carries its anchor id, so the nav can scroll back to it', () => {
    const { container } = renderBlocks([hero], { at: '/' });
    expect(container.querySelector('#top')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });
});
