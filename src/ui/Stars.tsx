import { useId } from 'react';
import styled from 'styled-components';
import { icons } from './icons.ts';

const Row = styled.span`
  display: inline-flex;
  gap: 2px;
  color: ${({ theme }) => theme.colors.accent};
`;

/** Five stars filled to the score; the score itself is said in text beside it. */
export function Stars({ score, size = 20 }: { score: number; size?: number }) {
  // Each star's partial fill is a gradient the star's path points at by id. The id comes from this instance
  // (useId: unique in the page, and the same in the prerendered HTML and at hydration), not from the star's
  // value: a page shows several rows of five-star ratings, and ids built from the value repeated on it.
  const instanceId = useId();
  return (
    <Row aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = Math.max(0, Math.min(1, score - (n - 1)));
        const gradientId = `${instanceId}star-${String(n)}`;
        return (
          <svg key={n} width={size} height={size} viewBox="0 0 24 24">
            <defs>
              <linearGradient id={gradientId}>
                <stop offset={fill} stopColor="currentColor" />
                <stop offset={fill} stopColor="currentColor" stopOpacity="0.25" />
              </linearGradient>
            </defs>
            <path d={icons.star} fill={`url(#${gradientId})`} stroke="currentColor" strokeWidth="1" strokeLinejoin="round" />
          </svg>
        );
      })}
    </Row>
  );
}
