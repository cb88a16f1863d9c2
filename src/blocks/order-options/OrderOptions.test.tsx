import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

describe('order-options block', () => {
  const options = [
    {
      id: 'one',
      title: '1 Bottle',
      price: 59,
      note: '30-day supply',
      image: { src: '/art/one.svg', alt: 'One bottle of serum', width: 320, height: 320 },
    },
    {
      id: 'two',
      title: '2 Bottles',
      price: 99,
      note: '60-day supply',
      badge: 'Save 15%',
      image: { src: '/art/two.svg', alt: 'Two bottles of serum', width: 320, height: 320 },
    },
  ];
  const bottles = parseBlock({ type: 'order-options', name: 'bottles', legend: 'Choose your supply', default: 'one', options });

  /** The line under the options that repeats the current choice. */
  const summary = () => screen.getByText(/Your order:/);

  it('asks its question as a group of radios, one per option, named by the option titles', () => {
    renderBlocks([bottles]);
    const group = screen.getByRole('group', { name: 'Choose your supply' });
    expect(within(group).getByRole('heading', { level: 1, name: 'Choose your supply' })).toBeInTheDocument();
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios[0]).toHaveAccessibleName(/1 Bottle/);
    expect(radios[1]).toHaveAccessibleName(/2 Bottles/);
  });

  it('presents a featured option first, its badge as a banner, and still starts on the default option', () => {
    renderBlocks([parseBlock({ type: 'order-options', name: 'bottles', legend: 'Choose your supply', default: 'one', featured: 'two', options })]);
    const radios = within(screen.getByRole('group', { name: 'Choose your supply' })).getAllByRole('radio');
    expect(radios[0]).toHaveAccessibleName(/2 Bottles.*\$99.*Save 15%/);
    expect(radios[1]).toHaveAccessibleName(/1 Bottle.*\$59/);
    expect(screen.getByRole('radio', { name: /1 Bottle/ })).toBeChecked();
    // A banner spans its card (the whole grid row), where the plain badge sits on a corner.
    expect(getComputedStyle(screen.getByText('Save 15%')).gridColumn.replaceAll(' ', '')).toBe('1/-1');
    expect(summary()).toHaveTextContent('Your order: 1 Bottle · $59');
  });

  it('shows each option with its price, note, picture and badge', () => {
    renderBlocks([bottles]);
    const group = screen.getByRole('group', { name: 'Choose your supply' });
    expect(within(group).getByText('$59')).toBeInTheDocument();
    expect(within(group).getByText('$99')).toBeInTheDocument();
    expect(within(group).getByText('30-day supply')).toBeInTheDocument();
    expect(within(group).getByText('Save 15%')).toBeInTheDocument();
    // The pictures are decorative: the option title already names each radio, so the alt text would only repeat it.
    expect(within(group).getAllByRole('presentation').map((img) => img.getAttribute('src'))).toEqual(['/art/one.svg', '/art/two.svg']);
    expect(screen.getByRole('radio', { name: /2 Bottles/ })).not.toHaveAccessibleName(/serum/);
    // The badge belongs to its option: it is part of that radio's name only.
    expect(screen.getByRole('radio', { name: /2 Bottles/ })).toHaveAccessibleName(/Save 15%/);
    expect(screen.getByRole('radio', { name: /1 Bottle/ })).not.toHaveAccessibleName(/Save 15%/);
  });

  it('starts on the default option and says so in the summary', () => {
    const { actor } = renderBlocks([bottles]);
    expect(screen.getByRole('radio', { name: /1 Bottle/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /2 Bottles/ })).not.toBeChecked();
    expect(summary()).toHaveTextContent('Your order: 1 Bottle · $59');
    expect(actor.getSnapshot().context.selections.bottles).toBe('one');
  });

  it('honours a default that is not the first option', () => {
    renderBlocks([parseBlock({ type: 'order-options', name: 'bottles', legend: 'Choose your supply', default: 'two', options })]);
    expect(screen.getByRole('radio', { name: /2 Bottles/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /1 Bottle/ })).not.toBeChecked();
    expect(summary()).toHaveTextContent('Your order: 2 Bottles · $99');
  });

  it('checks the option the visitor clicks, keeps the choice in the machine and updates the summary', async () => {
    const { actor } = renderBlocks([bottles]);
    await userEvent.click(screen.getByRole('radio', { name: /2 Bottles/ }));
    expect(screen.getByRole('radio', { name: /2 Bottles/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /1 Bottle/ })).not.toBeChecked();
    expect(actor.getSnapshot().context.selections.bottles).toBe('two');
    expect(summary()).toHaveTextContent('Your order: 2 Bottles · $99');

    await userEvent.click(screen.getByRole('radio', { name: /1 Bottle/ }));
    expect(screen.getByRole('radio', { name: /1 Bottle/ })).toBeChecked();
    expect(actor.getSnapshot().context.selections.bottles).toBe('one');
    expect(summary()).toHaveTextContent('Your order: 1 Bottle · $59');
  });

  it('can be chosen by clicking anywhere on the option card, e.g. its price', async () => {
    const { actor } = renderBlocks([bottles]);
    await userEvent.click(within(screen.getByRole('group', { name: 'Choose your supply' })).getByText('$99'));
    expect(screen.getByRole('radio', { name: /2 Bottles/ })).toBeChecked();
    expect(actor.getSnapshot().context.selections.bottles).toBe('two');
  });

  it('can be changed from the keyboard with the arrow keys', async () => {
    const { actor } = renderBlocks([bottles]);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: /1 Bottle/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /2 Bottles/ })).toBeChecked();
    expect(actor.getSnapshot().context.selections.bottles).toBe('two');
  });

  it('follows a selection made elsewhere in the funnel', () => {
    const { actor } = renderBlocks([bottles]);
    act(() => {
      actor.send({ type: 'SELECT', name: 'bottles', value: 'two' });
    });
    expect(screen.getByRole('radio', { name: /2 Bottles/ })).toBeChecked();
    expect(summary()).toHaveTextContent('Your order: 2 Bottles · $99');
  });

  it('formats prices in the block currency', () => {
    renderBlocks([
      parseBlock({
        type: 'order-options',
        name: 'plan',
        legend: 'Pick a plan',
        currency: 'EUR',
        default: 'basic',
        options: [
          { id: 'basic', title: 'Basic', price: 19.5 },
          { id: 'plus', title: 'Plus', price: 29 },
        ],
      }),
    ]);
    const group = screen.getByRole('group', { name: 'Pick a plan' });
    expect(within(group).getByText('€19.50')).toBeInTheDocument();
    expect(within(group).getByText('€29')).toBeInTheDocument();
    expect(summary()).toHaveTextContent('Your order: Basic · €19.50');
  });
});
