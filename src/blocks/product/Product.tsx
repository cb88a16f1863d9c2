import styled from 'styled-components';
import { ActionButton } from '../../ui/ActionButton.tsx';
import { formatPrice } from '../../ui/formatPrice.ts';
import { Icon } from '../../ui/Icon.tsx';
import { MediaCopy, MediaPicture, MediaSplit } from '../../ui/MediaSplit.tsx';
import { Eyebrow, Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../BlockProps.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';

const Copy = styled(MediaCopy)`
  gap: ${({ theme }) => theme.space[4]};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
    letter-spacing: -0.025em;
  }
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  @media ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** On a phone the picture is sized by the screen's height, so the name, the price and the button share its first screen. */
const Picture = styled(MediaPicture)`
  @media not all and ${({ theme }) => theme.media.md} {
    justify-self: center;
    width: min(100%, 24svh);
  }
`;

const Price = styled.p`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const Details = styled.ul`
  list-style: none;
  padding: ${({ theme }) => theme.space[5]} 0 0;
  margin-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: center;
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
    flex: none;
  }
`;

export function Product({ block }: BlockProps<'product'>) {
  const language = useLanguage();
  return (
    <Section id={block.id}>
      <MediaSplit $from="md" $columns="1fr 1fr">
        <Picture image={block.image} slot="product" />
        <Copy>
          {block.eyebrow !== undefined && <Eyebrow>{block.eyebrow}</Eyebrow>}
          <h1>{block.name}</h1>
          <Price>{formatPrice(block.price, block.currency, language)}</Price>
          {/* The buy button with the price, in a phone's first screen; the description says more under it. */}
          <ActionButton action={block.action} />
          <Description>{block.description}</Description>
          {block.details.length > 0 && (
            <Details>
              {block.details.map((detail) => (
                <li key={detail.label}>
                  <Icon name={detail.icon} />
                  {detail.label}
                </li>
              ))}
            </Details>
          )}
        </Copy>
      </MediaSplit>
    </Section>
  );
}
