import styled, { css } from 'styled-components';
import { ActionButton, ActionRow } from '../../ui/ActionButton.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { MediaCopy, MediaPicture, MediaSplit } from '../../ui/MediaSplit.tsx';
import { Eyebrow, Lead } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';

const Wrap = styled.section<{ $centered: boolean }>`
  padding-block: clamp(24px, 7vw, 96px) clamp(40px, 7vw, 96px);
  /* Closer under the page's top bars on a phone: its buttons stay clear of the consent banner's room. */
  @media not all and ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space[3]};
  }
  padding-inline: ${({ theme }) => theme.layout.gutter};
  background:
    radial-gradient(ellipse 80% 60% at 85% 10%, color-mix(in srgb, ${({ theme }) => theme.colors.accent} 18%, transparent), transparent 70%),
    radial-gradient(ellipse 60% 50% at 0% 100%, color-mix(in srgb, ${({ theme }) => theme.colors.primary} 10%, transparent), transparent 70%);
`;

const Grid = styled(MediaSplit)<{ $centered: boolean }>`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  ${({ $centered, theme }) =>
    $centered &&
    css`
      justify-items: center;
      text-align: center;
      max-width: ${theme.layout.narrow};
    `}
`;

const Copy = styled(MediaCopy)<{ $centered: boolean }>`
  justify-items: ${({ $centered }) => ($centered ? 'center' : 'start')};
  gap: ${({ theme }) => theme.space[3]};
  @media ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[5]};
  }
  /* The lead at body size on a phone, so the hero's buttons stay in its first screen. */
  & > ${Lead} {
    font-size: ${({ theme }) => theme.fontSizes.md};
    @media ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes.lg};
    }
  }
`;

const Title = styled.h1`
  /* The display size, a step smaller on phones (30 px at 320, 34 px by 400). */
  font-size: clamp(1.875rem, 1.075rem + 4vw, 2.125rem);
  @media ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
  font-weight: 700;
  letter-spacing: -0.025em;
`;

const Highlights = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
    font-weight: 550;
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
    flex: none;
  }
`;

const Badge = styled.div`
  display: grid;
  place-items: center;
  width: 88px;
  height: 88px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.primary};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 12%, ${({ theme }) => theme.colors.surface});
  box-shadow: 0 0 0 10px color-mix(in srgb, ${({ theme }) => theme.colors.primary} 6%, transparent);
`;

export function Hero({ block }: BlockProps<'hero'>) {
  const centered = block.layout === 'centered';
  return (
    <Wrap id={block.id} $centered={centered}>
      <Grid $centered={centered} $from="lg" $columns={centered || block.image === undefined ? undefined : '1.05fr 0.95fr'}>
        <Copy $centered={centered}>
          {block.icon !== undefined && (
            <Badge>
              <Icon name={block.icon} size={40} />
            </Badge>
          )}
          {block.eyebrow !== undefined && <Eyebrow>{block.eyebrow}</Eyebrow>}
          <Title>{block.heading}</Title>
          {block.text !== undefined && <Lead>{block.text}</Lead>}
          {block.highlights.length > 0 && (
            <Highlights>
              {block.highlights.map((item) => (
                <li key={item}>
                  <Icon name="check" size={18} />
                  {item}
                </li>
              ))}
            </Highlights>
          )}
          {block.actions.length > 0 && (
            <ActionRow $center={centered}>
              {block.actions.map((action) => (
                <ActionButton key={action.label} action={action} />
              ))}
            </ActionRow>
          )}
        </Copy>
        {block.image !== undefined && <MediaPicture image={block.image} slot="hero" />}
      </Grid>
    </Wrap>
  );
}
