import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentStep } from '../../engine/currentStep.ts';
import { parseBlock } from '../../../tests/support/parseBlock.ts';
import { renderBlocks } from '../../../tests/support/renderBlock.tsx';

describe('question block', () => {
  const brew = parseBlock({
    type: 'question',
    name: 'brew',
    legend: 'How do you brew your coffee?',
    text: 'Question 1 of 3',
    options: [
      { id: 'espresso', label: 'Espresso machine', note: 'Short, strong shots', points: { dark: 2 } },
      { id: 'filter', label: 'Pour-over or filter', points: { light: 2 } },
      { id: 'press', label: 'French press' },
    ],
  });
  // Espresso leads on; the others fall through and stay (the build would refuse this list, which is what makes it a test of the guard).
  const on = { ANSWER: [{ if: { answer: 'brew', is: 'espresso' }, target: 'thank-you' }] };

  it('asks its question as a required group of radios, named by their labels, under the question as the page heading', () => {
    renderBlocks([brew], { on });
    const group = screen.getByRole('group', { name: 'How do you brew your coffee?' });
    expect(within(group).getByRole('heading', { level: 1, name: 'How do you brew your coffee?' })).toBeInTheDocument();
    expect(group).toHaveAccessibleDescription('Question 1 of 3');
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('name'))).toEqual(['brew', 'brew', 'brew']);
    for (const radio of radios) expect(radio).toBeRequired();
    expect(radios[0]).toHaveAccessibleName(/Espresso machine/);
    expect(screen.getByText('Short, strong shots')).toBeInTheDocument();
    expect(radios.some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });

  it('sends each answer where the machine goes with it, so the form works without a script', () => {
    const { container } = renderBlocks([brew], { on });
    // The form's default button (the first) is disabled, so Enter without a script sends no answer to another's page.
    const [first, ...buttons] = [...container.querySelectorAll('button[type="submit"]')];
    expect(first).toBeDisabled();
    expect(first).not.toBeVisible();
    // Then one submit button per answer; CSS shows the checked answer's (display: none hides the others from everyone).
    expect(buttons.map((button) => button.textContent)).toEqual(['Next', 'Next', 'Next']);
    // Espresso's button submits to the step the machine would go to; the others stay, so they submit to the page they are on.
    expect(buttons[0]).toHaveAttribute('formaction', '/funnels/test/thank-you');
    expect(buttons[1]).not.toHaveAttribute('formaction');
    expect(screen.getByRole('group').closest('form')).toHaveAttribute('method', 'get');
  });

  it('with the script, hands the checked answer to the machine, whose condition picks the next step', async () => {
    const { actor } = renderBlocks([brew], { on });
    const form = screen.getByRole('group').closest('form');
    if (form === null) throw new Error('the question is not in a form');
    await userEvent.click(screen.getByRole('radio', { name: /Pour-over/ }));
    fireEvent.submit(form);
    // Filter holds for no branch: the visitor stays, and nothing is kept.
    expect(currentStep(actor.getSnapshot())).toBe('landing');
    expect(actor.getSnapshot().context.answers).toEqual({});
    await userEvent.click(screen.getByRole('radio', { name: /Espresso/ }));
    fireEvent.submit(form);
    expect(currentStep(actor.getSnapshot())).toBe('thank-you');
    expect(actor.getSnapshot().context.answers).toEqual({ brew: 'espresso' });
  });
});
