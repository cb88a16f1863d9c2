import styled from 'styled-components';
import { ActionButton, ActionRow } from '../../ui/ActionButton.tsx';
import { Section, SectionHeading } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: center;
  text-align: center;
`;

const Text = styled.p`
  max-width: 56ch;
  opacity: 0.85;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** A heading-less call to action is the step's action group: its text is the small print under the button. */
const Note = styled.p`
  max-width: 56ch;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function Cta({ block }: BlockProps<'cta'>) {
  return (
    <Section id={block.id} $tone={block.tone === 'strong' ? 'strong' : 'plain'}>
      <Inner>
        {block.heading !== undefined && <SectionHeading>{block.heading}</SectionHeading>}
        {block.heading !== undefined && block.text !== undefined && <Text>{block.text}</Text>}
        <ActionRow $center>
          {block.actions.map((action) => (
            <ActionButton key={action.label} action={action} />
          ))}
        </ActionRow>
        {block.heading === undefined && block.text !== undefined && <Note>{block.text}</Note>}
      </Inner>
    </Section>
  );
}
