import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from '../ui/buttonStyles.ts';
import { PageStyle } from '../theme/PageStyle.tsx';
import { PageMeta } from './PageMeta.tsx';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.layout.gutter};
  text-align: center;
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  justify-items: center;
  p {
    color: ${({ theme }) => theme.colors.muted};
    max-width: 42ch;
  }
`;

const Code = styled.h1`
  font-size: clamp(5rem, 3rem + 10vw, 9rem);
  font-weight: 800;
  letter-spacing: -0.05em;
  line-height: 1;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, ${({ theme }) => theme.colors.accent});
  background-clip: text;
  -webkit-background-clip: text;
  color: transparent;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const HomeLink = styled(Link)<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

/** The page for any address the site does not have. The missing path is logged as a warning for whoever is debugging links. */
export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <>
      <PageStyle />
      <PageMeta title="Page not found · 404" description="This page does not exist. Return to the home page."/>
      <Page>
        <Inner>
          <Code>404</Code>
          <Title>Oops! Page not found</Title>
          <p>The page you are looking for has moved or never existed. Let’s get you back on track.</p>
          <HomeLink $variant="primary" to="/">
            Return to Home
          </HomeLink>
        </Inner>
      </Page>
    </>
  );
}
