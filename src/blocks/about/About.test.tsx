import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import content from 'virtual:content';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

/** The about block as the home page configures it. */
function homeAbout() {
  const home = content.pages.find((page) => page.path === '/');
  const about = home?.blocks.find((block) => block.type === 'about');
  if (about === undefined) throw new Error('the home page has no about block');
  return about;
}

describe('about block', () => {
  it('shows its eyebrow, heading and every paragraph', () => {
    renderBlocks([
      parseBlock({
        type: 'about',
        eyebrow: 'About',
        heading: 'Design and marketing, from one desk',
        paragraphs: ['First paragraph.', 'Second paragraph.'],
      }),
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Design and marketing, from one desk' })).toBeInTheDocument();
    expect(screen.getByText('About')).toBeInTheDocument();
    expect(screen.getByText('First paragraph.')).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
  });

  it('shows no figures when it has none', () => {
    renderBlocks([parseBlock({ type: 'about', heading: 'About me', paragraphs: ['Hello.'] })]);
    expect(screen.getByRole('heading', { level: 2, name: 'About me' })).toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
    expect(screen.queryByRole('definition')).not.toBeInTheDocument();
  });

  it('on the home page, pairs the spec’s figures with their labels: 4+, 100+, 98%, 250%', () => {
    const about = homeAbout();
    const { container } = renderBlocks([about], { at: '/' });
    expect(container.querySelector('#about')).not.toBeNull();
    const values = screen.getAllByRole('definition').map((definition) => definition.textContent);
    expect(values).toEqual(['4+', '100+', '98%', '250%']);
    const labels = screen.getAllByRole('term').map((term) => term.textContent);
    expect(labels).toEqual(['Years of experience', 'Projects delivered', 'Success rate', 'Average improvement']);
    // Each figure sits with its label in one tile.
    const years = screen.getByText('Years of experience').parentElement;
    if (years === null) throw new Error('the label has no tile');
    expect(within(years).getByRole('definition')).toHaveTextContent('4+');
  });

  it('on the home page, shows every paragraph of the config', () => {
    const about = homeAbout();
    renderBlocks([about], { at: '/' });
    expect(about.paragraphs.length).toBeGreaterThan(0);
    for (const paragraph of about.paragraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
  });
});
