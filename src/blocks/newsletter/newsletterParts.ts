import styled from 'styled-components';
import { fieldStyles } from '../../ui/formStyles.ts';

/*
 * What the newsletter block draws with, the demos' Newsletter and the DeliveringNewsletter that posts alike: a
 * file of its own, so that neither of the two imports the other.
 */

export const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding: clamp(24px, 5vw, 48px);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 8%, ${({ theme }) => theme.colors.surface});
  border: 1px solid ${({ theme }) => theme.colors.border};
  @media ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
    align-items: center;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    letter-spacing: -0.015em;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

export const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  label {
    flex: 1 1 220px;
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  input {
    ${fieldStyles}
  }
`;

export const Thanks = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text} !important;
  svg {
    color: ${({ theme }) => theme.colors.primary};
    flex: none;
  }
`;
