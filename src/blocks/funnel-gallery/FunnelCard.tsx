import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { FunnelSummary } from '../../engine/funnelSummary.ts';
import { ArtPicture } from '../../ui/art/ArtPicture.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { cardSurface } from '../../ui/cardSurface.ts';

const Card = styled.article`
  position: relative;
  ${cardSurface}
  /* The whole card is the link's target, so it answers keyboard focus as it answers the pointer. */
  &:focus-within {
    transform: translateY(-3px);
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
  &:hover img {
    transform: scale(1.03);
  }
`;

/** The picture's frame: a fixed shape, so the card's height is known before the art loads. */
const Art = styled.div<{ $wash: string }>`
  aspect-ratio: 16 / 10;
  overflow: hidden;
  background: ${({ $wash }) => $wash};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform ${({ theme }) => theme.motion.base};
  }
`;

/** For a funnel whose landing step has no picture: its palette and initial, like a brand tile. */
const Monogram = styled.div<{ $colors: FunnelSummary['colors'] }>`
  height: 100%;
  display: grid;
  place-items: center;
  background:
    radial-gradient(circle at 30% 25%, ${({ $colors }) => $colors.accent}55, transparent 55%),
    radial-gradient(circle at 80% 90%, ${({ $colors }) => $colors.primary}33, transparent 50%),
    ${({ $colors }) => $colors.background};
  span {
    display: grid;
    place-items: center;
    width: 88px;
    height: 88px;
    border-radius: 50%;
    background: ${({ $colors }) => $colors.primary};
    color: ${({ $colors }) => $colors.onPrimary};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 2.5rem;
    font-weight: 650;
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const Body = styled.div`
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    letter-spacing: -0.015em;
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
  > p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The steps as chips joined by arrows; each arrow belongs to the chip it points to, so a row that wraps carries its arrow along. */
const Flow = styled.ol`
  list-style: none;
  padding: 0;
  margin-top: ${({ theme }) => theme.space[1]};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  align-self: end;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
  }
  li span {
    padding: 3px 10px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    white-space: nowrap;
  }
  li + li::before {
    /* After the slash: the text a screen reader reads for the arrow, none, since the list already says "next". */
    content: '→' / '';
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Running = styled.p`
  justify-self: start;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 650;
`;

const openStyles = css`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  font-weight: 650;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  svg {
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  /* Stretched over the card, so the picture and text are part of one large target with a single tab stop. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  ${Card}:hover & {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
  ${Card}:hover & svg {
    transform: translateX(3px);
  }
`;

const Open = styled(Link)`
  ${openStyles}
`;

/** A client's live funnel is on another site: a plain link, which the router must not take. */
const OpenLive = styled.a`
  ${openStyles}
`;

/** One funnel in the gallery: its landing art, what it demonstrates, its steps and the way in. */
export function FunnelCard({ funnel }: { funnel: FunnelSummary }) {
  return (
    <Card>
      <Art $wash={funnel.colors.background}>
        {funnel.art === undefined ? (
          <Monogram $colors={funnel.colors} data-testid="art-fallback" aria-hidden="true">
            <span>{funnel.title.charAt(0)}</span>
          </Monogram>
        ) : (
          <ArtPicture image={funnel.art} slot="card" />
        )}
      </Art>
      <Body>
        <h3>{funnel.title}</h3>
        <p>{funnel.pitch}</p>
        <Flow aria-label={`${funnel.title}: the steps`}>
          {funnel.flow.map((step, index) => (
            <li key={`${String(index)}-${step}`}>
              <span>{step}</span>
            </li>
          ))}
        </Flow>
        {funnel.splitTests.map((test) => (
          <Running key={test}>{test}</Running>
        ))}
        {/* Named after the funnel so five links read apart, starting with the visible words so a voice user can say them (WCAG 2.5.3). */}
        {funnel.live === undefined ? (
          <Open to={`/funnels/${funnel.slug}`} aria-label={`Open the demo: ${funnel.title}`}>
            Open the demo <Icon name="arrowRight" size={18} />
          </Open>
        ) : (
          // A client's funnel, live on the client's own domain: the card says where it leads before it is followed.
          <OpenLive href={funnel.live} aria-label={`Visit the live funnel: ${funnel.title}, at ${new URL(funnel.live).host}`}>
            Visit the live funnel at {new URL(funnel.live).host} <Icon name="arrowRight" size={18} />
          </OpenLive>
        )}
      </Body>
    </Card>
  );
}
