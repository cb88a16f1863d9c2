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
import { pageLanguage } from '../i18n/pageLanguage.ts';

/** Every funnel but the home one is beside it, under its slug; the home funnel has the rest of the site. */
const home = site.client?.home ?? '';
const others = Object.keys(funnelLoaders).filter((slug) => slug !== home);

/** A funnel page sends its tracking plan's own page views; the privacy page (and a 404 there) its own. */
const isFunnelPage = (pathname: string) => pathname !== PRIVACY_PATH;

/**
 * A client's site (src/site/clientSitePlugin.ts links this module in place
 * of App.tsx): its funnels and its privacy page, nothing of the portfolio.
 */
export function App() {
  useEffect(finishHydrating, []);
  useStaticLinks();
  useGa4PageViews(isFunnelPage);
  // Each page's language from its address, as App.tsx gives it: the engine's words and the prices follow it.
  const { pathname } = useLocation();
  return (
    <LanguageContext.Provider value={pageLanguage(pathname, site)}>
    <ThemeProvider theme={baseTheme}>
      <Routes>
        <Route path={PRIVACY_PATH} element={<PrivacyPage />} />
        {others.map((slug) => (
          <Route key={slug} path={`/${slug}/*`} element={<FunnelPage slug={slug} />} />
        ))}
        <Route path="/*" element={<FunnelPage slug={home} />} />
      </Routes>
    </ThemeProvider>
    </LanguageContext.Provider>
  );
}
