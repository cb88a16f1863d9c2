import styled from 'styled-components';
import site from 'virtual:site';
import { useLanguage } from '../i18n/LanguageContext.ts';
import { languageName } from '../i18n/languageName.ts';
import { pageAlternates } from '../i18n/languagePaths.ts';

/**
 * Made on the first page that has translations: styled-components numbers every component it is given, and a
 * site of one language (the portfolio) then registers no styles it never draws.
 */
let parts: ReturnType<typeof makeParts> | undefined;

const makeParts = () => ({
  /** Its own band above the page, on a page with no header to sit in. */
  Bar: styled.div`
    display: flex;
    justify-content: flex-end;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    padding: 0 ${({ theme }) => theme.space[4]};
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  `,
  /**
   * Over the funnel's header, at the end of its row where the header keeps nothing (Header: brand, then tagline),
   * so the step's first screen is as tall as before: the header's height, its gutter and its width. It stays at
   * the top of the page; the sticky header alone follows the scroll.
   */
  OverHeader: styled.div`
    position: absolute;
    top: 0;
    left: 0;
    right: 0;
    z-index: 21;
    padding-inline: ${({ theme }) => theme.layout.gutter};
    pointer-events: none;
    & > div {
      max-width: ${({ theme }) => theme.layout.maxWidth};
      margin-inline: auto;
      min-height: 56px;
      display: flex;
      justify-content: flex-end;
      align-items: center;
      gap: ${({ theme }) => theme.space[2]};
      @media ${({ theme }) => theme.media.md} {
        min-height: 64px;
      }
    }
    & a {
      pointer-events: auto;
    }
  `,
  Link: styled.a`
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    min-width: 44px;
    padding: 0 ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 3px;
  `,
});

/**
 * The same page in each other language of the site, as plain links at the top of the page: they work without
 * JavaScript, and each names its language in that language, which is the word a visitor who reads it looks for.
 * `path` is the page's own address (its canonical: a variant's or an answer page's step); `overHeader` when the
 * page's header block has its end free (no contact link). Nothing on a site of one language.
 */
export function LanguageSwitch({ path, overHeader = false }: { path: string; overHeader?: boolean }) {
  const language = useLanguage();
  const others = pageAlternates(path, site).filter((alternate) => alternate.language !== language);
  if (others.length === 0) return null;
  const { Bar, OverHeader, Link } = (parts ??= makeParts());
  const links = others.map((alternate) => (
    <Link key={alternate.language} href={alternate.path} lang={alternate.language} hrefLang={alternate.language}>
      {languageName(alternate.language)}
    </Link>
  ));
  return overHeader ? (
    <OverHeader>
      <div>{links}</div>
    </OverHeader>
  ) : (
    <Bar>{links}</Bar>
  );
}
