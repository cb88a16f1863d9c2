import styled from 'styled-components';
import site from 'virtual:site';
import { Icon } from '../../ui/Icon.tsx';
import { Eyebrow, Lead, Section, SectionHeading, SectionIntro } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';
import { liftOnHover } from '../../ui/liftOnHover.ts';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  @media ${({ theme }) => theme.media.md} {
    grid-template-columns: 1.4fr 1fr;
  }
`;

const MailCard = styled.a`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: clamp(24px, 4vw, 40px);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${liftOnHover}
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    opacity: 0.85;
    display: inline-flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
  }
  strong {
    font-size: clamp(1.25rem, 1rem + 1.2vw, 1.75rem);
    letter-spacing: -0.01em;
    overflow-wrap: anywhere;
  }
`;

const TimeCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-content: center;
  padding: clamp(24px, 4vw, 40px);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    letter-spacing: -0.02em;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export function Contact({ block }: BlockProps<'contact'>) {
  return (
    <Section id={block.id} $tone="surface">
      <div>
        <SectionIntro>
          {block.eyebrow !== undefined && <Eyebrow>{block.eyebrow}</Eyebrow>}
          <SectionHeading>{block.heading}</SectionHeading>
          {block.text !== undefined && <Lead>{block.text}</Lead>}
        </SectionIntro>
        <Grid>
          <MailCard href={`mailto:${site.email}`}>
            <span>
              <Icon name="mail" size={18} />
              {block.emailLabel}
            </span>
            <strong>{site.email}</strong>
          </MailCard>
          <TimeCard>
            <Icon name="clock" size={28} />
            <strong>{block.responseTime}</strong>
            <p>{block.responseText}</p>
          </TimeCard>
        </Grid>
      </div>
    </Section>
  );
}
