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

  it('explore', async () => {
    const { actor } = renderBlocks([newsletter], { on });
    const form = screen.getByRole('form', { name: 'Get 10% off your first order' });
    console.log(form.tagName);
    await userEvent.click(screen.getByRole('button', { name: 'Get my 10% off' }));
    console.log('empty', actor.getSnapshot().context.flags);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Get my 10% off' }));
    console.log('invalid', actor.getSnapshot().context.flags);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Email address' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'a@b.co{Enter}');
    console.log('valid', actor.getSnapshot().context.flags);
    expect(1).toBe(1);
  });
});
