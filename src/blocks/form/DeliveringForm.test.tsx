import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { DELIVER_ACTOR } from '../../engine/delivery/deliveringStates.ts';
import { DeliveryError, type DeliveryFailure, type DeliveryRequest } from '../../engine/delivery/deliveryTypes.ts';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

const booking = parseBlock({
  type: 'form',
  heading: 'Book your check-up',
  fields: [
    { type: 'text', name: 'fullName', label: 'Full name', required: true },
    { type: 'email', name: 'email', label: 'Email', required: true },
    { type: 'tel', name: 'phone', label: 'Phone', required: true },
    { type: 'select', name: 'time', label: 'Best time', required: true, options: [{ value: 'morning', label: 'Morning' }, { value: 'evening', label: 'Evening' }] },
  ],
  submitLabel: 'Ask for a call',
  submittingLabel: 'Sending...',
  deliver: { to: 'worker' },
});

/** A sender whose every try the test answers: each request is kept, and `answer` settles the oldest one. */
function sender() {
  const requests: DeliveryRequest[] = [];
  const waiting: ((failure?: DeliveryFailure) => void)[] = [];
  const logic = fromPromise<undefined, DeliveryRequest>(
    ({ input }) =>
      new Promise<undefined>((resolve, reject) => {
        requests.push(input);
        waiting.push((failure) => {
          if (failure === undefined) resolve(undefined);
          else reject(new DeliveryError(failure));
        });
      }),
  );
  const answer = async (failure?: DeliveryFailure) => {
    await waitFor(() => {
      expect(waiting.length).toBeGreaterThan(0);
    });
    await act(async () => {
      waiting.shift()?.(failure);
      await Promise.resolve();
    });
  };
  return { requests, logic, answer };
}

function renderBooking() {
  const send = sender();
  const view = renderBlocks([booking], { on: { SUBMIT: 'thank-you' }, actors: { [DELIVER_ACTOR]: send.logic } });
  return { ...view, send };
}

async function fillIn() {
  const user = userEvent.setup({ delay: null });
  // Pasted, as a browser's autofill gives them: typed a key at a time they cost a second a form in jsdom.
  for (const [label, value] of [['Full name', 'Jane Doe'], ['Email', 'jane@example.com'], ['Phone', '+44 20 7946 0958']] as const) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await user.selectOptions(screen.getByLabelText('Best time'), 'Evening');
  return user;
}

describe('a form that delivers', () => {
  it('without a script, posts its named fields, which form it is and the bot trap to its own step’s address', () => {
    renderBooking();
    const form = screen.getByRole('form', { name: 'Book your check-up' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/funnels/test');
    expect(form).toHaveAttribute('data-lead-form', 'SUBMIT');
    expect(screen.getByLabelText('Full name')).toHaveAttribute('name', 'fullName');
    expect(screen.getByLabelText('Email')).toHaveAttribute('id', 'lead-submit-email');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('pattern');
    expect(screen.getByLabelText('Best time')).toHaveAttribute('name', 'time');
    const names = [...(form as HTMLFormElement).elements].flatMap((element) => (element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? [element.name] : []));
    expect(names.sort()).toEqual(['_form', '_website', 'email', 'fullName', 'phone', 'time']);
    // The trap is no field a person meets: out of sight, out of the tab order, and not in the accessibility tree.
    const trap = form.querySelector<HTMLInputElement>('input[name="_website"]');
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(form).queryByRole('textbox', { name: /empty/i })).toBeNull();
  });

  it('with one, hands the typed fields to the machine, reads Submitting... until the answer, then leads on', async () => {
    const { send, actor } = renderBooking();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Ask for a call' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(send.requests).toHaveLength(1);
    expect(send.requests[0]?.values).toEqual({ _form: 'SUBMIT', _website: '', fullName: 'Jane Doe', email: 'jane@example.com', phone: '+44 20 7946 0958', time: 'evening' });
    expect(send.requests[0]?.url).toBe('/funnels/test');
    await send.answer();
    await waitFor(() => {
      expect(actor.getSnapshot().value).toBe('thank-you');
    });
  });

  it('after a failure keeps every typed value, says why, and tries again from its button', async () => {
    const { send, actor } = renderBooking();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Ask for a call' }));
    await send.answer({ kind: 'offline', problems: [] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You seem to be offline, so your details were not sent. Everything you typed is still here.');
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('Full name')).toHaveValue('Jane Doe');
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
    expect(screen.getByLabelText('Best time')).toHaveValue('evening');
    expect(actor.getSnapshot().value).toEqual({ landing: 'failed' });

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(send.requests).toHaveLength(2);
    expect(send.requests[1]?.values).toEqual(send.requests[0]?.values);
    await send.answer();
    await waitFor(() => {
      expect(actor.getSnapshot().value).toBe('thank-you');
    });
  });

  it('marks the fields the worker refused and ties them to its reasons', async () => {
    const { send } = renderBooking();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Ask for a call' }));
    await send.answer({ kind: 'refused', status: 422, problems: [{ field: 'phone', message: 'Phone: enter a phone number' }] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please check your details:Phone: enter a phone number');
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(/Phone: enter a phone number/);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });
});
