import styled from 'styled-components';
import { fieldStyles, labelStyles } from '../../ui/formStyles.ts';
import { Card } from '../../ui/Section.tsx';

/*
 * What the form block draws with, the demos' Form and the DeliveringForm that posts alike: a file of its own,
 * so that neither of the two imports the other.
 */

export const Panel = styled(Card)`
  padding: clamp(24px, 5vw, 48px);
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  header {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    letter-spacing: -0.015em;
  }
  header p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  @media ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const FieldRow = styled.div`
  ${labelStyles}
  &:first-child:nth-last-child(odd) {
    grid-column: 1 / -1;
  }
  input,
  select {
    ${fieldStyles}
    font-weight: 400;
  }
  select {
    appearance: none;
    background-image: linear-gradient(45deg, transparent 50%, currentColor 50%),
      linear-gradient(135deg, currentColor 50%, transparent 50%);
    background-position:
      calc(100% - 20px) 50%,
      calc(100% - 15px) 50%;
    background-size: 5px 5px;
    background-repeat: no-repeat;
    padding-right: 40px;
  }
`;

export const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;
