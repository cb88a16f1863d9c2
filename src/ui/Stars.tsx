import styled from 'styled-components';
import { icons } from './icons.ts';

const Row = styled.span`
  display: inline-flex;
  gap: 2px;
  color: ${({ theme }) => theme.colors.accent};
`;

/** Five stars filled to the score; the score itself is said in text beside it. */
export function Stars({ score, size = 20 }: { score: number; size?: number }) {
  return (
    <Row aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = Math.max(0, Math.min(1, score - (n - 1)));
        return (
          <svg key={n} width={size} height={size} viewBox="0 0 24 24">
            <defs>
              <linearGradient id={`star-fill-${n}-${Math.round(fill * 100)}`}>
                <stop offset={fill} stopColor="currentColor" />
                <stop offset={fill} stopColor="currentColor" stopOpacity="0.25" />
              </linearGradient>
            </defs>
            <path d={icons.star} fill={`url(#star-fill-${n}-${Math.round(fill * 100)})`} stroke="currentColor" strokeWidth="1" strokeLinejoin="round" />
          </svg>
        );
      })}
    </Row>
  );
}
