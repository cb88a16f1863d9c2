import { useSelector } from '@xstate/react';
import { useId } from 'react';
import styled, { css } from 'styled-components';
import { answerTargets } from '../../engine/conditions/answerTargets.ts';
import { useFunnelActor } from '../../engine/FunnelActorContext.ts';
import { useFunnelEntry } from '../../engine/FunnelEntryContext.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';

const Panel = styled(Card)`
  padding: clamp(16px, 5vw, 48px);
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: 650;
    letter-spacing: -0.015em;
  }
  & > p {
    color: ${({ theme }) => theme.colors.muted};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
`;

const Option = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  min-height: 56px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.muted};
  }
  /* From the radio's own state, so an answer tapped before the script has loaded shows at once. */
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 3px;
  }
  input {
    appearance: none;
    width: 22px;
    height: 22px;
    margin: 0;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.muted};
    outline: none;
  }
  input:checked {
    border-color: ${({ theme }) => theme.colors.primary};
    background: radial-gradient(${({ theme }) => theme.colors.primary} 45%, transparent 50%);
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  /* Four answers and the button that sends them fit a phone's first screen. */
  @media (max-width: 479px) {
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    strong {
      font-size: ${({ theme }) => theme.fontSizes.md};
    }
    small {
      display: block;
      line-height: 1.35;
    }
  }
`;

/**
 * One submit button per answer, each sending the form to the page its answer
 * leads to; only the checked answer's is shown (the first while none is, and
 * the browser then asks for an answer). That is what lets the page work before
 * its script and without one: CSS, not a handler, picks the address.
 */
const Actions = styled.div<{ $count: number }>`
  margin-top: ${({ theme }) => theme.space[6]};
  /*
   * On a phone the button waits at the foot of the screen while the answers
   * run past it, and settles under them at the end: sticky within the form,
   * so it covers no answer for good, and CSS only, so it holds without scripts.
   */
  @media (max-width: 479px) {
    position: sticky;
    /* Above the consent banner while it is open (its room, ConsentBanner.tsx). */
    bottom: var(--consent-space, 0px);
    z-index: 1;
    margin-top: ${({ theme }) => theme.space[3]};
    padding-block: ${({ theme }) => theme.space[3]};
    background: ${({ theme }) => theme.colors.surface};
  }
  button[data-option] {
    display: none;
  }
  ${({ $count }) =>
    Array.from(
      { length: $count },
      (_, index) => css`
        form:has(input[data-option='${index}']:checked) & button[data-option='${index}'] {
          display: inline-flex;
        }
      `,
    )}
  form:not(:has(input:checked)) & button[data-option='0'] {
    display: inline-flex;
  }
`;

/**
 * A question with one answer: native radios in a fieldset, the answer
 * required by the browser. With the script, a submit sends the question's
 * event with the answer to the machine, whose conditions pick the next step;
 * before it, or without it, the browser sends the form to the page of that
 * step. The radios are uncontrolled, so an answer tapped before hydration
 * stays, and one given earlier (Back) is checked again from the machine.
 */
export function Question({ block }: BlockProps<'question'>) {
  const actor = useFunnelActor();
  const { funnel, machine } = useFunnelEntry();
  const answered = useSelector(actor, (snapshot) => snapshot.context.answers[block.name]);
  // Joined into one string so that the block renders again only when an address changes.
  const targets = useSelector(actor, (snapshot) => answerTargets(funnel, machine, snapshot, block).join('\n')).split('\n');
  const textId = useId();
  return (
    <Section id={block.id} $narrow>
      <Panel>
        {/* Keyed by question, so the next question's radios are new ones and take their own earlier answer. */}
        <form
          key={block.name}
          method="get"
          action={targets[0] === '' ? undefined : targets[0]}
          onSubmit={(event) => {
            event.preventDefault();
            const value = new FormData(event.currentTarget).get(block.name);
            if (typeof value === 'string') actor.send({ type: block.event, name: block.name, value });
          }}
          onKeyDown={(event) => {
            // With the script, Enter on an answer sends it, as it would in a form of one button.
            if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type === 'radio') {
              event.preventDefault();
              event.currentTarget.requestSubmit();
            }
          }}
        >
          {/* The form's default button, disabled, so that Enter without the script sends nothing rather than the
              first answer's address: the visitor goes on with the Next button shown for the answer checked. */}
          <button type="submit" disabled hidden aria-hidden="true" tabIndex={-1}>
            {block.submitLabel}
          </button>
          <Fieldset aria-describedby={block.text === undefined ? undefined : textId}>
            <legend>
              <h1>{block.legend}</h1>
            </legend>
            {block.text !== undefined && <p id={textId}>{block.text}</p>}
            {block.options.map((option, index) => (
              <Option key={option.id}>
                <input type="radio" name={block.name} value={option.id} required defaultChecked={answered === option.id} data-option={index} />
                <span>
                  <strong>{option.label}</strong>
                  {option.note !== undefined && <small>{option.note}</small>}
                </span>
              </Option>
            ))}
          </Fieldset>
          <Actions $count={block.options.length}>
            {block.options.map((option, index) => (
              <Button key={option.id} type="submit" $variant="primary" data-option={index} formAction={targets[index] === '' ? undefined : targets[index]}>
                {block.submitLabel}
              </Button>
            ))}
          </Actions>
        </form>
      </Panel>
    </Section>
  );
}
