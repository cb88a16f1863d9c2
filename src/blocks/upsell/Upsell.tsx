import styled from 'styled-components';
import { LEADS_IN_BUILD } from '../../engine/delivery/leadsInBuild.ts';
import { ActionButton } from '../../ui/ActionButton.tsx';
import { formatPrice } from '../../ui/formatPrice.ts';
import { Icon } from '../../ui/Icon.tsx';
import { ArtPicture } from '../../ui/art/ArtPicture.tsx';
import { Card, Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';
import { OneClickAccept } from './OneClickAccept.tsx';
import { useWords } from '../../i18n/useWords.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { fillParts } from '../../i18n/fillMessage.ts';

const Offer = styled(Card)`
  overflow: hidden;
  display: grid;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  @media ${({ theme }) => theme.media.md} {
    grid-template-columns: 0.9fr 1.1fr;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    /* A band on a phone, so the offer and both answers fit its first screen. */
    @media not all and ${({ theme }) => theme.media.md} {
      aspect-ratio: 2 / 1;
      height: auto;
    }
  }
`;

const Body = styled.div`
  padding: clamp(20px, 4vw, 48px);
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    letter-spacing: -0.02em;
  }
`;

const Pitch = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Badge = styled.p`
  justify-self: start;
  padding: 4px ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Price = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]};
  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.primary};
  }
  s {
    color: ${({ theme }) => theme.colors.muted};
  }
  span {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Includes = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
    flex: none;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;

export function Upsell({ block }: BlockProps<'upsell'>) {
  const { order } = useWords();
  const language = useLanguage();
  return (
    <Section id={block.id}>
      <Offer>
        <ArtPicture image={block.image} slot="upsell" priority />
        <Body>
          {block.badge !== undefined && <Badge>{block.badge}</Badge>}
          <h1>{block.heading}</h1>
          <Price>
            {block.regularPrice !== undefined && (
              <>
                <strong>{formatPrice(Math.round(block.regularPrice * (100 - block.discountPercent)) / 100, block.currency, language)}</strong>
                <s>
                  <span className="visually-hidden">{`${order.was} `}</span>
                  {formatPrice(block.regularPrice, block.currency, language)}
                </s>
              </>
            )}
            <span>{fillParts(order.percentOff, { percent: block.discountPercent })}</span>
          </Price>
          {/* Both answers with the price, in a phone's first screen; what the offer holds follows them. */}
          <Choices>
            {/* On a funnel that takes payment, Yes charges the offer in one click (a build that neither delivers nor pays folds this away). */}
            {LEADS_IN_BUILD ? <OneClickAccept action={block.accept} /> : <ActionButton action={block.accept} />}
            <ActionButton action={block.decline} />
          </Choices>
          <Pitch>{block.text}</Pitch>
          {block.includes.length > 0 && (
            <Includes>
              {block.includes.map((item) => (
                <li key={item}>
                  <Icon name="check" size={18} />
                  {item}
                </li>
              ))}
            </Includes>
          )}
        </Body>
      </Offer>
    </Section>
  );
}
