import styled from 'styled-components';
import content from 'virtual:content';
import site from 'virtual:site';
import { ActionButton } from '../../ui/ActionButton.tsx';
import { MediaCopy, MediaPicture, MediaSplit } from '../../ui/MediaSplit.tsx';
import type { BlockProps } from '../BlockProps.ts';

const Wrap = styled.section`
  padding: calc(68px + clamp(40px, 7vw, 96px)) ${({ theme }) => theme.layout.gutter} clamp(48px, 7vw, 96px);
  background:
    radial-gradient(ellipse 70% 60% at 90% 0%, color-mix(in srgb, ${({ theme }) => theme.colors.primary} 14%, transparent), transparent 70%),
    radial-gradient(ellipse 50% 50% at 0% 90%, color-mix(in srgb, ${({ theme }) => theme.colors.accent} 16%, transparent), transparent 70%);
`;

const Grid = styled(MediaSplit)`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  gap: clamp(40px, 6vw, 72px);
`;

const Greeting = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: 6px 14px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: #22a06b;
    box-shadow: 0 0 0 4px color-mix(in srgb, #22a06b 20%, transparent);
  }
`;

const Name = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: 750;
  letter-spacing: -0.035em;
  span {
    display: block;
    margin-top: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 550;
    letter-spacing: -0.01em;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Pitch = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.muted};
  max-width: 56ch;
`;

const Portrait = styled(MediaPicture)`
  max-width: 420px;
  justify-self: center;
  border-radius: 32px;
  @media not ${({ theme }) => theme.media.lg} {
    max-width: 280px;
  }
`;

const Stats = styled.dl`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: clamp(40px, 6vw, 72px) auto 0;
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  @media ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Stat = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 750;
    letter-spacing: -0.02em;
  }
`;

export function ProfileHero({ block }: BlockProps<'profile-hero'>) {
  return (
    <Wrap id={block.id}>
      <Grid $from="lg" $columns="1.2fr 0.8fr">
        <MediaCopy>
          {block.greeting !== undefined && <Greeting>{block.greeting}</Greeting>}
          <Name>
            {site.name}
            <span>{site.title}</span>
          </Name>
          <Pitch>{block.text}</Pitch>
          <ActionButton action={block.action} />
        </MediaCopy>
        <Portrait image={block.image} slot="portrait" />
      </Grid>
      <Stats aria-label="At a glance">
        {content.collections.stats.map((stat) => (
          <Stat key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </Stat>
        ))}
      </Stats>
    </Wrap>
  );
}
