import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from './buttonStyles.ts';

export const Button = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;
