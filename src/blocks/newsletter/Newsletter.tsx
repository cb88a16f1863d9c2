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
import { Icon } from '../../ui/Icon.tsx';
import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';
// Last, so that in a build without delivery the chunk holds the parts where this file used to define them.
import { Form, Panel, Thanks } from './newsletterParts.ts';
import { useWords } from '../../i18n/useWords.ts';
import { fieldValidity } from '../../ui/delivery/fieldValidity.ts';

const NoScriptNote = styled.small`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export function Newsletter({ block }: BlockProps<'newsletter'>) {
  const actor = useFunnelActor();
  const words = useWords();
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
                <input
                  type="email"
                  required
                  autoComplete="email"
                  inputMode="email"
                  placeholder={block.placeholder}
                  {...fieldValidity({ label: block.label, type: 'email' }, words.validation)}
                />
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
