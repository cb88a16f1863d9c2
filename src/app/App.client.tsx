import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import site from 'virtual:site';
import funnelLoaders from 'virtual:funnel-loaders';
import { finishHydrating } from '../lazy/hydrationPhase.ts';
import { baseTheme } from '../theme/theme.ts';
import { useGa4PageViews } from '../analytics/useGa4.ts';
import { useStaticLinks } from './useStaticLinks.ts';
import { PRIVACY_PATH } from '../analytics/consentPage.ts';
import { FunnelPage, PrivacyPage } from './funnelPages.ts';
import { LanguageContext } from '../i18n/LanguageContext.ts';
import { pathInLanguage } from '../i18n/languagePaths.ts';
import { homeLanguage, pageLanguage } from '../i18n/pageLanguage.ts';
import { translationKey } from '../engine/funnelKey.ts';

/**
 * Every funnel but the home one is beside it, under its slug; the home funnel has the rest of the site. A
 * translation has the same under its prefix (/en, /en/<slug>), each copy found by its key (fjord-tours.en).
 */
const home = site.client?.home ?? '';
const translations = site.client?.translations ?? [];
const keyIn = (slug: string, language: string) => (translations.includes(language) ? translationKey(slug, language) : slug);
const languages = [...translations, homeLanguage(site)];
// The loaders are keyed by funnelKey: a translation's key is not a slug of its own.
const others = Object.keys(funnelLoaders).filter((key) => !translations.some((language) => key.endsWith(`.${language}`)) && key !== home);
const privacyPaths = new Set(languages.map((language) => pathInLanguage(PRIVACY_PATH, language, site)));

/** A funnel page sends its tracking plan's own page views; the privacy page (and a 404 there) its own. */
const isFunnelPage = (pathname: string) => !privacyPaths.has(pathname);

/**
 * A client's site (src/site/clientSitePlugin.ts links this module in place
 * of App.tsx): its funnels and its privacy page, nothing of the portfolio.
 */
export function App() {
  useEffect(finishHydrating, []);
  useStaticLinks();
  useGa4PageViews(isFunnelPage);
  const { pathname } = useLocation();
  // The translations' routes first: a prefix (/en) is more specific than the home funnel's catch-all.
  return (
    <LanguageContext.Provider value={pageLanguage(pathname, site)}>
      <ThemeProvider theme={baseTheme}>
        <Routes>
          {languages.map((language) => (
            <Route key={language} path={pathInLanguage(PRIVACY_PATH, language, site)} element={<PrivacyPage />} />
          ))}
          {languages.flatMap((language) =>
            others.map((slug) => (
              <Route key={`${language}:${slug}`} path={`${pathInLanguage(`/${slug}`, language, site)}/*`} element={<FunnelPage slug={keyIn(slug, language)} />} />
            )),
          )}
          {translations.map((language) => (
            <Route key={language} path={`/${language}/*`} element={<FunnelPage slug={keyIn(home, language)} />} />
          ))}
          <Route path="/*" element={<FunnelPage slug={home} />} />
        </Routes>
      </ThemeProvider>
    </LanguageContext.Provider>
  );
}
