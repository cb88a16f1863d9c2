import styled from 'styled-components';
import { Card, Section, SectionHeading } from '../../ui/Section.tsx';
import { Stars } from '../../ui/Stars.tsx';
import type { BlockProps } from '../BlockProps.ts';
import { useWords } from '../../i18n/useWords.ts';
import { useLanguage } from '../../i18n/LanguageContext.ts';
import { fillParts } from '../../i18n/fillMessage.ts';

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;
`;

const Score = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Quotes = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin-top: ${({ theme }) => theme.space[8]};
  @media ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  }
`;

const Quote = styled(Card).attrs({ as: 'li' })`
  padding: ${({ theme }) => theme.space[6]};
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
  blockquote {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  figcaption {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  figcaption strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Heading = styled(SectionHeading)`
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

export function Rating({ block }: BlockProps<'rating'>) {
  const words = useWords();
  const language = useLanguage();
  const count = new Intl.NumberFormat(language).format(block.count);
  const score = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(block.score);
  return (
    <Section id={block.id} $tone="surface">
      <div>
        {block.heading !== undefined && <Heading>{block.heading}</Heading>}
        <Summary>
          <Stars score={block.score} size={24} />
          <Score>
            {fillParts(words.rating, { score: <strong key="score">{score}</strong>, count, label: block.label })}
          </Score>
        </Summary>
        {block.quotes.length > 0 && (
          <Quotes>
            {block.quotes.map((quote) => (
              <Quote key={quote.author}>
                <figure>
                  <Stars score={5} size={16} />
                  <blockquote>
                    <p>“{quote.text}”</p>
                  </blockquote>
                  <figcaption>
                    <strong>{quote.author}</strong>
                    {quote.detail !== undefined && <> · {quote.detail}</>}
                  </figcaption>
                </figure>
              </Quote>
            ))}
          </Quotes>
        )}
      </div>
    </Section>
  );
}
