import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from '../../ui/buttonStyles.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Card, Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';

const Panel = styled(Card)`
  padding: clamp(24px, 4vw, 40px);
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: center;
  @media ${({ theme }) => theme.media.md} {
    grid-template-columns: auto 1fr auto;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
  small {
    display: block;
    margin-top: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: 0.04em;
  }
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 11%, ${({ theme }) => theme.colors.surface});
`;

const DownloadLink = styled.a<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

export function Download({ block }: BlockProps<'download'>) {
  return (
    <Section id={block.id} $narrow>
      <Panel>
        <Mark aria-hidden="true">
          <Icon name={block.icon} size={30} />
        </Mark>
        <div>
          <h2>{block.heading}</h2>
          {block.text !== undefined && <p>{block.text}</p>}
          {block.meta !== undefined && <small>{block.meta}</small>}
        </div>
        <DownloadLink $variant="primary" href={block.href} download={block.fileName ?? true}>
          <Icon name="download" size={18} />
          {block.label}
        </DownloadLink>
      </Panel>
    </Section>
  );
}
