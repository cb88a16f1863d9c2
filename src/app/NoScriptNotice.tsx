import styled from 'styled-components';

const Notice = styled.p`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.layout.gutter};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

/**
 * Shown only when scripts are off: a funnel's buttons and forms move through
 * its steps in the browser, so without JavaScript they would seem to do
 * nothing. Say so, rather than let a visitor press a dead button.
 */
export function NoScriptNotice() {
  return (
    <noscript>
      <Notice>This demo funnel needs JavaScript for its buttons and forms. Its pages still read without it.</Notice>
    </noscript>
  );
}
