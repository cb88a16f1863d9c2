import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from './buttonStyles.ts';

/** An <a> drawn as a button: calls to action that lead somewhere (a step, a section, another site). */
export const ButtonAnchor = styled.a<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;
