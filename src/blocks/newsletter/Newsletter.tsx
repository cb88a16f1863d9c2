// Delivery's two imports first: in a build without it (both then empty twins, folded away) this file's chunk is
// laid out as it was before they existed, byte for byte but for the styled-components ids hashed from this text.
import { LEADS_IN_BUILD } from '../../engine/delivery/leadsInBuild.ts';
import { DeliveringNewsletter } from './DeliveringNewsletter.tsx';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { useFunnelActor } from '../../engine/FunnelActorContext.ts';
import { useEventHref } from '../../engine/useEventHref.ts';
import { formTarget } from '../../ui/formTarget.ts';
import { Button } from '../../ui/Button.tsx';
import { fieldStyles } from '../../ui/formStyles.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';

export const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding: clamp(24px, 5vw, 48px);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 8%, ${({ theme }) => theme.colors.surface});
  border: 1px solid ${({ theme }) => theme.colors.border};
  @media ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
    align-items: center;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    letter-spacing: -0.015em;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

export const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  label {
    flex: 1 1 220px;
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  input {
    ${fieldStyles}
  }
`;

export const Thanks = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text} !important;
  svg {
    color: ${({ theme }) => theme.colors.primary};
    flex: none;
  }
`;

const NoScriptNote = styled.small`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export function Newsletter({ block }: BlockProps<'newsletter'>) {
  const actor = useFunnelActor();
  const submitted = useSelector(actor, (snapshot) => snapshot.context.flags[block.flag] === true);
  const headingId = useId();
  const action = useEventHref(block.event);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  // The form (and its focused button) is replaced by the thanks line; focus follows it instead of falling to <body>.
  useEffect(() => {
    if (submitted) thanksRef.current?.focus();
  }, [submitted]);
  // One whose file says where the address goes posts it (a build in which no funnel delivers folds this away).
  if (LEADS_IN_BUILD && block.deliver !== undefined) return <DeliveringNewsletter block={block} deliver={block.deliver} />;
  return (
    <Section id={block.id}>
      <Panel>
        <div>
          <h2 id={headingId}>{block.heading}</h2>
          {block.text !== undefined && <p>{block.text}</p>}
        </div>
        <div aria-live="polite">
          {submitted ? (
            <Thanks role="status" ref={thanksRef} tabIndex={-1}>
              <Icon name="check" size={24} />
              {block.thanks}
            </Thanks>
          ) : (
            <Form
              aria-labelledby={headingId}
              {...formTarget(action)}
              onSubmit={(event) => {
                event.preventDefault();
                actor.send({ type: block.event });
              }}
            >
              <label>
                {block.label}
                <input type="email" required autoComplete="email" inputMode="email" placeholder={block.placeholder} />
              </label>
              <Button type="submit" $variant="primary">
                {block.submitLabel}
              </Button>
              {/* Its thanks is drawn by the script; without one, say what the button did, so it does not seem dead. */}
              <noscript>
                <NoScriptNote>Without JavaScript this demo only checks the address. Nothing is sent either way.</NoScriptNote>
              </noscript>
            </Form>
          )}
        </div>
      </Panel>
    </Section>
  );
}
