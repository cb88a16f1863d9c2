import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

describe('form block', () => {
  const booking = parseBlock({
    type: 'form',
    id: 'booking',
    heading: 'Reserve your place',
    text: 'Tell us when you would like to travel.',
    fields: [
      { type: 'text', name: 'fullName', label: 'Full name', required: true, autocomplete: 'name', placeholder: 'Jane Doe' },
      { type: 'email', name: 'email', label: 'Email', required: true, autocomplete: 'email', placeholder: 'jane@example.com' },
      { type: 'tel', name: 'phone', label: 'Phone', autocomplete: 'tel' },
      {
        type: 'select',
        name: 'month',
        label: 'Preferred month',
        required: true,
        placeholder: 'Select a month',
        options: [
          { value: 'may', label: 'May' },
          { value: 'june', label: 'June' },
        ],
      },
    ],
    submitLabel: 'Reserve My Spot',
    note: 'Demo form: nothing you type is stored or sent.',
  });
  const straightOn = { SUBMIT: 'thank-you' };
  const delayedOn = { SUBMIT: { target: 'thank-you', delay: 'submit' } };

  async function fillIn(user: UserEvent) {
    await user.type(screen.getByLabelText('Full name'), 'Jane Doe');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.selectOptions(screen.getByLabelText('Preferred month'), 'June');
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a form named by its heading, with its intro and small print', () => {
    renderBlocks([booking], { on: straightOn });
    expect(screen.getByRole('heading', { level: 2, name: 'Reserve your place' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Reserve your place' })).toBeInTheDocument();
    expect(screen.getByText('Tell us when you would like to travel.')).toBeInTheDocument();
    expect(screen.getByText('Demo form: nothing you type is stored or sent.')).toBeInTheDocument();
  });

  it('without its script, submits to the next step with nothing the visitor typed: the fields have no name', () => {
    renderBlocks([booking], { on: delayedOn, delays: { submit: 600 } });
    const form = screen.getByRole('form', { name: 'Reserve your place' });
    // Through the delayed Submitting... state to where its timer leads.
    expect(form).toHaveAttribute('action', '/funnels/test/thank-you');
    expect(form).toHaveAttribute('method', 'get');
    for (const field of within(form).getAllByRole('textbox')) expect(field).not.toHaveAttribute('name');
    expect(screen.getByLabelText('Preferred month')).not.toHaveAttribute('name');
    expect(new FormData(form as HTMLFormElement).entries().next().done).toBe(true);
  });

  it('renders native, labelled fields with their type, autocomplete, placeholder and required flag', () => {
    renderBlocks([booking], { on: straightOn });

    const name = screen.getByLabelText('Full name');
    expect(name).toHaveAttribute('type', 'text');
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(name).toHaveAttribute('placeholder', 'Jane Doe');

    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');

    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).not.toBeRequired();
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
  });

  it('fills in the autocomplete token from the field’s type or name when the config gives none, and none for other fields', () => {
    renderBlocks(
      [
        parseBlock({
          type: 'form',
          heading: 'Call me back',
          fields: [
            { type: 'text', name: 'fullName', label: 'Your name' },
            { type: 'email', name: 'work', label: 'Work email' },
            { type: 'tel', name: 'mobile', label: 'Mobile' },
            { type: 'text', name: 'company', label: 'Company', autocomplete: 'organization' },
            { type: 'text', name: 'question', label: 'Your question' },
            { type: 'select', name: 'month', label: 'Month', options: [{ value: 'may', label: 'May' }] },
          ],
          submitLabel: 'Send',
        }),
      ],
      { on: straightOn },
    );
    expect(screen.getByLabelText('Your name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Work email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Work email')).toHaveAttribute('inputmode', 'email');
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('inputmode', 'tel');
    expect(screen.getByLabelText('Company')).toHaveAttribute('autocomplete', 'organization');
    expect(screen.getByLabelText('Your question')).not.toHaveAttribute('autocomplete');
    expect(screen.getByLabelText('Month')).not.toHaveAttribute('autocomplete');
  });

  it('offers a select whose disabled placeholder is chosen until the visitor picks a real option', async () => {
    renderBlocks([booking], { on: straightOn });
    const month = screen.getByRole('combobox', { name: 'Preferred month' });
    expect(month).toBeRequired();
    expect(month).toHaveDisplayValue('Select a month');
    expect(month).not.toBeValid();

    const options = within(month).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Select a month', 'May', 'June']);
    const placeholder = within(month).getByRole('option', { name: 'Select a month' });
    expect(placeholder).toBeDisabled();
    expect(placeholder).toHaveProperty('selected', true);

    await userEvent.selectOptions(month, 'June');
    expect(month).toHaveDisplayValue('June');
    expect(month).toHaveValue('june');
    expect(month).toBeValid();
  });

  it('says “Choose…” in a select that has no placeholder of its own', () => {
    renderBlocks(
      [
        parseBlock({
          type: 'form',
          heading: 'Pick one',
          fields: [{ type: 'select', name: 'size', label: 'Size', options: [{ value: 's', label: 'Small' }] }],
          submitLabel: 'Go',
        }),
      ],
      { on: straightOn },
    );
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveDisplayValue('Choose…');
    expect(screen.getByRole('option', { name: 'Choose…' })).toBeDisabled();
  });

  it('does not submit while required fields are empty', async () => {
    const { actor } = renderBlocks([booking], { on: straightOn });
    await userEvent.click(screen.getByRole('button', { name: 'Reserve My Spot' }));
    expect(screen.getByRole('form', { name: 'Reserve your place' })).not.toBeValid();
    expect(actor.getSnapshot().value).toBe('landing');
  });

  it('does not submit while only the select is left on its placeholder', async () => {
    const user = userEvent.setup();
    const { actor } = renderBlocks([booking], { on: straightOn });
    await user.type(screen.getByLabelText('Full name'), 'Jane Doe');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Reserve My Spot' }));
    expect(actor.getSnapshot().value).toBe('landing');
  });

  it('sends its event on a valid submit and, without a delay, goes to the next step at once', async () => {
    const user = userEvent.setup();
    const { actor } = renderBlocks([booking], { on: straightOn });
    await fillIn(user);
    expect(screen.getByRole('form', { name: 'Reserve your place' })).toBeValid();
    await user.click(screen.getByRole('button', { name: 'Reserve My Spot' }));
    expect(actor.getSnapshot().value).toBe('thank-you');
  });

  it('sends the event the block names', async () => {
    const user = userEvent.setup();
    const { actor } = renderBlocks(
      [
        parseBlock({
          type: 'form',
          heading: 'Request a call',
          fields: [{ type: 'tel', name: 'phone', label: 'Phone', required: true }],
          submitLabel: 'Call me',
          event: 'REQUEST_CALL',
        }),
      ],
      { on: { REQUEST_CALL: 'thank-you' } },
    );
    await user.type(screen.getByLabelText('Phone'), '555 0102{Enter}');
    expect(actor.getSnapshot().value).toBe('thank-you');
  });

  it('with a delayed transition, shows the submitting label on a disabled button until the delay passes', async () => {
    const user = userEvent.setup();
    const { actor } = renderBlocks([booking], { on: delayedOn, delays: { submit: 600 } });
    await fillIn(user);
    // Fake timers only from here, so the delay can be stepped through exactly. The submit click is a
    // synchronous fireEvent: Testing Library's async wrapper waits on a real timer, which would never fire.
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Reserve My Spot' }));

    const button = screen.getByRole('button', { name: 'Submitting...' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('form', { name: 'Reserve your place' })).toHaveAttribute('aria-busy', 'true');
    // Said by a polite live region too: a screen reader does not read a button's new label by itself.
    expect(within(screen.getByRole('form', { name: 'Reserve your place' })).getByRole('status')).toHaveTextContent('Submitting...');
    expect(actor.getSnapshot().value).not.toBe('thank-you');

    act(() => {
      vi.advanceTimersByTime(599);
    });
    expect(actor.getSnapshot().value).not.toBe('thank-you');
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(actor.getSnapshot().value).toBe('thank-you');
  });

  it('with a delayed transition, still does not submit an invalid form', () => {
    vi.useFakeTimers();
    const { actor } = renderBlocks([booking], { on: delayedOn, delays: { submit: 600 } });
    fireEvent.click(screen.getByRole('button', { name: 'Reserve My Spot' }));
    expect(screen.getByRole('button', { name: 'Reserve My Spot' })).toBeEnabled();
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(actor.getSnapshot().value).not.toBe('thank-you');
    expect(screen.getByRole('button', { name: 'Reserve My Spot' })).toBeEnabled();
  });

  it('is not busy before it is submitted', () => {
    renderBlocks([booking], { on: delayedOn, delays: { submit: 600 } });
    expect(screen.getByRole('form', { name: 'Reserve your place' })).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('button', { name: 'Reserve My Spot' })).toBeEnabled();
    expect(within(screen.getByRole('form', { name: 'Reserve your place' })).getByRole('status')).toBeEmptyDOMElement();
  });

  it('uses its own submitting label', async () => {
    const user = userEvent.setup();
    renderBlocks(
      [
        parseBlock({
          type: 'form',
          heading: 'Book',
          fields: [{ type: 'text', name: 'fullName', label: 'Full name' }],
          submitLabel: 'Book Consultation',
          submittingLabel: 'Booking your consultation…',
        }),
      ],
      { on: delayedOn, delays: { submit: 600 } },
    );
    await user.click(screen.getByRole('button', { name: 'Book Consultation' }));
    expect(screen.getByRole('button', { name: 'Booking your consultation…' })).toBeDisabled();
  });
});
