import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

describe('newsletter block', () => {
  const newsletter = parseBlock({
    type: 'newsletter',
    heading: 'Get 10% off your first order',
    text: 'Join our newsletter for seasonal care tips.',
    placeholder: 'you@example.com',
    submitLabel: 'Get my 10% off',
    event: 'SUBSCRIBE',
    flag: 'newsletterSubmitted',
    thanks: 'Thanks! Your discount code is on its way.',
  });
  const on = { SUBSCRIBE: { flag: 'newsletterSubmitted' } };

  const emailField = () => screen.getByRole('textbox', { name: 'Email address' });
  const submitButton = () => screen.getByRole('button', { name: 'Get my 10% off' });

  it('is a form named by its heading, with its pitch', () => {
    renderBlocks([newsletter], { on });
    expect(screen.getByRole('heading', { level: 2, name: 'Get 10% off your first order' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Get 10% off your first order' })).toBeInTheDocument();
    expect(screen.getByText('Join our newsletter for seasonal care tips.')).toBeInTheDocument();
  });

  it('without its script, validates in place and sends nothing: a dialog-method form with an unnamed field', () => {
    renderBlocks([newsletter], { on });
    const form = screen.getByRole('form', { name: 'Get 10% off your first order' });
    expect(form).toHaveAttribute('method', 'dialog');
    expect(form).not.toHaveAttribute('action');
    expect(emailField()).not.toHaveAttribute('name');
  });

  it('asks for an email address in a required, labelled email field', () => {
    renderBlocks([newsletter], { on });
    const email = emailField();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('placeholder', 'you@example.com');
    expect(screen.getByRole('form', { name: 'Get 10% off your first order' })).not.toBeValid();
  });

  it('labels the field with its own label text', () => {
    const joinUs = parseBlock({
      type: 'newsletter',
      heading: 'Join us',
      label: 'Your email',
      submitLabel: 'Join',
      event: 'SUBSCRIBE',
      flag: 'newsletterSubmitted',
      thanks: 'Welcome aboard.',
    });
    renderBlocks([joinUs], { on });
    expect(screen.getByRole('textbox', { name: 'Your email' })).toHaveAttribute('type', 'email');
  });

  it('does not sign up an empty address', async () => {
    const { actor } = renderBlocks([newsletter], { on });
    await userEvent.click(submitButton());
    expect(actor.getSnapshot().context.flags.newsletterSubmitted).toBeUndefined();
    expect(screen.getByRole('form', { name: 'Get 10% off your first order' })).toBeInTheDocument();
    expect(screen.queryByText('Thanks! Your discount code is on its way.')).not.toBeInTheDocument();
  });

  it('does not sign up something that is not an email address', async () => {
    const { actor } = renderBlocks([newsletter], { on });
    await userEvent.type(emailField(), 'not-an-email');
    await userEvent.click(submitButton());
    expect(emailField()).not.toBeValid();
    expect(actor.getSnapshot().context.flags.newsletterSubmitted).toBeUndefined();
  });

  it('signs up a valid address: sets the flag and thanks the visitor in place of the form', async () => {
    const { actor } = renderBlocks([newsletter], { on });
    await userEvent.type(emailField(), 'jane@example.com');
    await userEvent.click(submitButton());
    expect(actor.getSnapshot().context.flags.newsletterSubmitted).toBe(true);
    expect(screen.getAllByRole('status')).toContain(screen.getByText('Thanks! Your discount code is on its way.'));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    // The sign-up stays on the same step.
    expect(actor.getSnapshot().value).toBe('landing');
  });

  it('can be submitted with Enter from the email field', async () => {
    const { actor } = renderBlocks([newsletter], { on });
    await userEvent.type(emailField(), 'jane@example.com{Enter}');
    expect(actor.getSnapshot().context.flags.newsletterSubmitted).toBe(true);
    expect(screen.getByText('Thanks! Your discount code is on its way.')).toBeInTheDocument();
  });
});
