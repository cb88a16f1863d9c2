import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

describe('order-bump block', () => {
  const bottles = parseBlock({
    type: 'order-options',
    name: 'bottles',
    legend: 'Choose your supply',
    default: 'one',
    options: [
      { id: 'one', title: '1 Bottle', price: 59 },
      { id: 'two', title: '2 Bottles', price: 99 },
    ],
  });
  const cleanser = parseBlock({
    type: 'order-bump',
    name: 'cleanser',
    title: 'Travel-size cleanser',
    pitch: 'A 50 ml gel cleanser, only with this order.',
    price: 12.5,
  });
  const box = () => screen.getByRole('checkbox', { name: 'Add to my order: Travel-size cleanser, $12.50' });
  const summary = () => screen.getByText(/Your order:/);
  const checkoutPlan = {
    pageViews: false,
    events: [
      {
        event: 'purchase' as const,
        when: { enter: 'thank-you' },
        params: { value: [{ choice: 'bottles' }, { bump: 'cleanser' }], currency: 'USD', items: [{ choice: 'bottles', quantity: 1 }, { bump: 'cleanser', quantity: 1 }] },
      },
    ],
  };

  it('offers its item as a checkbox, never ticked at first, with the pitch as its description', () => {
    const { actor } = renderBlocks([bottles, cleanser]);
    expect(box()).not.toBeChecked();
    expect(box()).toHaveAccessibleDescription('A 50 ml gel cleanser, only with this order.');
    expect(box()).toHaveAttribute('name', 'cleanser');
    expect(actor.getSnapshot().context.selections.cleanser).toBe('no');
    expect(summary()).toHaveTextContent('Your order: 1 Bottle · $59');
  });

  it('keeps the tick in the machine, and the order summary shows the new total at once', async () => {
    const { actor } = renderBlocks([bottles, cleanser]);
    await userEvent.click(box());
    expect(box()).toBeChecked();
    expect(actor.getSnapshot().context.selections.cleanser).toBe('yes');
    expect(summary()).toHaveTextContent('Your order: 1 Bottle + Travel-size cleanser · $71.50');
    await userEvent.click(screen.getByRole('radio', { name: /2 Bottles/ }));
    expect(summary()).toHaveTextContent('Your order: 2 Bottles + Travel-size cleanser · $111.50');
    await userEvent.click(box());
    expect(actor.getSnapshot().context.selections.cleanser).toBe('no');
    expect(summary()).toHaveTextContent('Your order: 2 Bottles · $99');
  });

  it('can be ticked from the keyboard with Space', async () => {
    const { actor } = renderBlocks([cleanser]);
    await userEvent.tab();
    expect(box()).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(actor.getSnapshot().context.selections.cleanser).toBe('yes');
  });

  it('puts the bump in the purchase’s value and items when ticked, and leaves it out when not', async () => {
    const ticked = renderBlocks([bottles, cleanser], { on: { CHECKOUT: 'thank-you' }, tracking: checkoutPlan });
    await userEvent.click(box());
    act(() => {
      ticked.actor.send({ type: 'CHECKOUT' });
    });
    expect(ticked.actor.getSnapshot().context.tracked).toEqual([
      {
        event: 'purchase',
        params: {
          value: 71.5,
          currency: 'USD',
          items: [
            { item_id: 'bottles-one', item_name: '1 Bottle', price: 59, quantity: 1 },
            { item_id: 'cleanser', item_name: 'Travel-size cleanser', price: 12.5, quantity: 1 },
          ],
        },
      },
    ]);
    ticked.unmount();

    const declined = renderBlocks([bottles, cleanser], { on: { CHECKOUT: 'thank-you' }, tracking: checkoutPlan });
    act(() => {
      declined.actor.send({ type: 'CHECKOUT' });
    });
    expect(declined.actor.getSnapshot().context.tracked).toEqual([
      { event: 'purchase', params: { value: 59, currency: 'USD', items: [{ item_id: 'bottles-one', item_name: '1 Bottle', price: 59, quantity: 1 }] } },
    ]);
  });

  it('follows a tick sent to the machine from elsewhere, and ignores a value it does not offer', () => {
    const { actor } = renderBlocks([cleanser]);
    act(() => {
      actor.send({ type: 'SELECT', name: 'cleanser', value: 'yes' });
    });
    expect(box()).toBeChecked();
    act(() => {
      actor.send({ type: 'SELECT', name: 'cleanser', value: 'maybe' });
    });
    expect(actor.getSnapshot().context.selections.cleanser).toBe('yes');
  });
});
