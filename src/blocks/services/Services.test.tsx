import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import content from 'virtual:content';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

/** The six services the spec names, in order (SPEC §3). */
const titles = [
  'Website Design & Development',
  'UI/UX Design',
  'Facebook & Google Ads',
  'Digital Project Management',
  'Graphic Design & Visual Identity',
  'SEO & Content Strategy',
];

describe('services block', () => {
  const services = parseBlock({
    type: 'services',
    id: 'strengths',
    eyebrow: 'Core strengths',
    heading: 'How I can help',
    intro: 'Six services, one goal.',
  });

  it('introduces the section with its eyebrow, heading and intro', () => {
    const { container } = renderBlocks([services], { at: '/' });
    expect(screen.getByRole('heading', { level: 2, name: 'How I can help' })).toBeInTheDocument();
    expect(screen.getByText('Core strengths')).toBeInTheDocument();
    expect(screen.getByText('Six services, one goal.')).toBeInTheDocument();
    expect(container.querySelector('#strengths')).toContainElement(screen.getByRole('heading', { level: 2 }));
  });

  it('shows six cards with the six service titles of the spec, in order', () => {
    renderBlocks([services], { at: '/' });
    const cardTitles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(cardTitles).toEqual(titles);
  });

  it('gives each card its description and lists its expertise tags', () => {
    renderBlocks([services], { at: '/' });
    for (const title of titles) {
      const service = content.collections.services.find((entry) => entry.title === title);
      if (service === undefined) throw new Error(`no service titled ${title} in content/services.json`);
      const card = screen.getByRole('heading', { level: 3, name: title }).closest('li');
      if (card === null) throw new Error(`${title} is not a list item`);
      expect(within(card).getByText(service.description)).toBeInTheDocument();
      const tags = within(card).getByRole('list', { name: `${title} expertise` });
      const listed = within(tags).getAllByRole('listitem').map((tag) => tag.textContent);
      expect(listed.length).toBeGreaterThan(0);
      expect(listed).toEqual(service.tags);
    }
  });

  it('leaves out the eyebrow and intro when there are none', () => {
    renderBlocks([parseBlock({ type: 'services', heading: 'Services' })], { at: '/' });
    expect(screen.getByRole('heading', { level: 2, name: 'Services' })).toBeInTheDocument();
    expect(screen.queryByText('Core strengths')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });
});
