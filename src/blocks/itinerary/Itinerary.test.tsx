import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

describe('itinerary block', () => {
  const stops = [
    { days: 'Days 1–2', place: 'Sintra, Portugal', text: 'Fairy-tale palaces in the misty hills.' },
    { days: 'Days 3–4', place: 'Colmar, France', text: 'Canals and half-timbered lanes.' },
    { days: 'Days 5–7', place: 'Cinque Terre, Italy', text: 'Coastal paths between five villages.' },
  ];

  it('introduces the route with its eyebrow, heading and intro', () => {
    renderBlocks([
      parseBlock({ type: 'itinerary', eyebrow: 'Itinerary', heading: 'Fourteen days, six countries', intro: 'Slow mornings.', stops }),
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Fourteen days, six countries' })).toBeInTheDocument();
    expect(screen.getByText('Itinerary')).toBeInTheDocument();
    expect(screen.getByText('Slow mornings.')).toBeInTheDocument();
  });

  it('lists the stops in order, each with its days, its place as a heading and what happens there', () => {
    renderBlocks([parseBlock({ type: 'itinerary', heading: 'Fourteen days, six countries', stops })]);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(stops.length);
    items.forEach((item, index) => {
      const stop = stops[index];
      if (stop === undefined) throw new Error('more list items than stops');
      expect(within(item).getByRole('heading', { level: 3, name: stop.place })).toBeInTheDocument();
      expect(within(item).getByText(stop.days)).toBeInTheDocument();
      expect(within(item).getByText(stop.text)).toBeInTheDocument();
    });
  });
});
