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
  Bar: styled.div`
    display: flex;
    justify-content: flex-end;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    padding: 0 ${({ theme }) => theme.space[4]};
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
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
 * `path` is the page's own address (its canonical: a variant's or an answer page's step). Nothing on a site of
 * one language.
 */
export function LanguageSwitch({ path }: { path: string }) {
  const language = useLanguage();
  const others = pageAlternates(path, site).filter((alternate) => alternate.language !== language);
  if (others.length === 0) return null;
  const { Bar, Link } = (parts ??= makeParts());
  return (
    <Bar>
      {others.map((alternate) => (
        <Link key={alternate.language} href={alternate.path} lang={alternate.language} hrefLang={alternate.language}>
          {languageName(alternate.language)}
        </Link>
      ))}
    </Bar>
  );
}
