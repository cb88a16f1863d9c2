import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { DELIVER_ACTOR } from '../../engine/delivery/deliveringStates.ts';
import type { DeliveryRequest } from '../../engine/delivery/deliveryTypes.ts';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';
import { tipsNewsletter } from '../../../tests/support/tipsNewsletter.ts';

const signup = parseBlock(tipsNewsletter);

describe('a newsletter that delivers', () => {
  it('posts its address, named, to its own step; thanks the visitor only once the address is kept', async () => {
    const requests: DeliveryRequest[] = [];
    let kept: (value: undefined) => void = () => undefined;
    const logic = fromPromise<undefined, DeliveryRequest>(
      ({ input }) =>
        new Promise<undefined>((resolve) => {
          requests.push(input);
          kept = resolve;
        }),
    );
    renderBlocks([signup], { on: { SUBSCRIBE: { flag: 'subscribed' } }, actors: { [DELIVER_ACTOR]: logic } });
    const form = screen.getByRole('form', { name: 'Tips by email' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/funnels/test');
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('name', 'email');
    // A demo newsletter says nothing is sent without a script; this one does send.
    expect(form.querySelector('noscript')).toBeNull();

    const user = userEvent.setup({ delay: null });
    await user.type(email, 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(requests.map((request) => request.values.email)).toEqual(['jane@example.com']);
    expect(screen.queryByText('Thanks! The first tip is on its way.')).toBeNull();
    await act(async () => {
      kept(undefined);
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(screen.getByText('Thanks! The first tip is on its way.')).toHaveRole('status');
    });
  });
});
