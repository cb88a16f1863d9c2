import { Link } from 'react-router-dom';
import styled from 'styled-components';
import site from 'virtual:site';
import type { BlockProps } from '../BlockProps.ts';
import { usePrivacyPath } from '../../analytics/usePrivacyPath.ts';
import { CookieSettings } from '../../ui/consent/CookieSettings.tsx';
import { useWords } from '../../i18n/useWords.ts';

const Foot = styled.footer`
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.layout.gutter};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  justify-content: space-between;
  align-items: center;
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[5]};
  }
  a {
    text-underline-offset: 3px;
    min-height: 24px;
    display: inline-flex;
    align-items: center;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export function Footer({ block }: BlockProps<'footer'>) {
  const words = useWords();
  // A translation's footer links its own privacy page (/en/privacy).
  const privacyPath = usePrivacyPath();
  const settings = <CookieSettings privacyLinked={block.links.some((link) => link.href === privacyPath)} />;
  return (
    <Foot id={block.id}>
      <Inner>
        <p>{block.text}</p>
        {(block.links.length > 0 || site.analytics.measurementId !== undefined) && (
          <nav aria-label={words.page.footerNav}>
            {block.links.map((link) =>
              link.href.startsWith('/') ? (
                <Link key={link.label} to={link.href}>
                  {link.label}
                </Link>
              ) : (
                <a key={link.label} href={link.href}>
                  {link.label}
                </a>
              ),
            )}
            {settings}
          </nav>
        )}
      </Inner>
    </Foot>
  );
}
