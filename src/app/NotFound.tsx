import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from '../ui/buttonStyles.ts';
import { PageStyle } from '../theme/PageStyle.tsx';
import site from 'virtual:site';
import { MAIN_ID, SkipLink } from '../ui/SkipLink.tsx';
import { ConsentBanner } from '../ui/consent/ConsentBanner.tsx';
import { CookieSettings } from '../ui/consent/CookieSettings.tsx';
import { PageMeta } from './PageMeta.tsx';
import { InClientLook } from './InClientLook.tsx';
import { useWords } from '../i18n/useWords.ts';
import { useLanguage } from '../i18n/LanguageContext.ts';
import { pathInLanguage } from '../i18n/languagePaths.ts';

const Frame = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-rows: auto 1fr auto;
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.layout.gutter};
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 650;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space[5]};
    list-style: none;
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Foot = styled.footer`
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.layout.gutter};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const FootLinks = styled.nav`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space[5]};
  margin-top: ${({ theme }) => theme.space[2]};
  a,
  button {
    min-height: 24px;
  }
`;

const Page = styled.main`
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
  const words = useWords();
  const { notFound } = words;
  // Under a translation's prefix (/en/…), its own home.
  const home = pathInLanguage('/', useLanguage(), site);
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  const page = (
    <>
      <PageStyle />
      <PageMeta title={notFound.metaTitle} description={notFound.metaDescription} />
      <SkipLink />
      <ConsentBanner />
      <Frame>
        <Bar>
          <Link to={home}>{site.name}</Link>
          <nav aria-label={words.page.mainNav}>
            <ul>
              <li>
                <Link to={home}>{words.page.home}</Link>
              </li>
              {site.client === undefined && (
                <li>
                  <Link to="/showcase">Showcase</Link>
                </li>
              )}
            </ul>
          </nav>
        </Bar>
        <Page id={MAIN_ID} tabIndex={-1}>
          <Inner>
            <Code>404</Code>
            <Title>{notFound.title}</Title>
            <p>{notFound.text}</p>
            <HomeLink $variant="primary" to={home}>
              {notFound.home}
            </HomeLink>
          </Inner>
        </Page>
        <Foot>
          <p>© {new Date().getFullYear()} {site.name}</p>
          {site.analytics.measurementId !== undefined && (
            <FootLinks aria-label={words.page.footerNav}>
              <CookieSettings />
            </FootLinks>
          )}
        </Foot>
      </Frame>
    </>
  );
  return <InClientLook>{page}</InClientLook>;
}
