import { lazy, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import pagePaths from 'virtual:page-paths';
import site from 'virtual:site';
import { LanguageContext } from '../i18n/LanguageContext.ts';
import { pageLanguage } from '../i18n/pageLanguage.ts';
import { finishHydrating } from '../lazy/hydrationPhase.ts';
import { baseTheme } from '../theme/theme.ts';
import { NotFound } from './NotFound.tsx';
import { useGa4PageViews } from '../analytics/useGa4.ts';
import { useStaticLinks } from './useStaticLinks.ts';
import { PRIVACY_PATH } from '../analytics/consentPage.ts';
import { CaseStudyPage, ContentPage, FunnelPage, PrivacyPage } from './pages.ts';

// Development only: Vite replaces import.meta.env.DEV with false in the build, so the page and its chunk are dropped.
const MachinesPage = import.meta.env.DEV ? lazy(() => import('../dev/MachinesPage.tsx')) : null;

/** Routes come from the content and funnel files; none is listed by hand. */
export function App() {
  // After the first commit, every block that mounts is drawn by the client.
  useEffect(finishHydrating, []);
  useStaticLinks();
  useGa4PageViews();
  const { pathname } = useLocation();
  return (
    <LanguageContext.Provider value={pageLanguage(pathname, site)}>
    <ThemeProvider theme={baseTheme}>
      <Routes>
        {pagePaths.map((path) => (
          <Route key={path} path={path} element={<ContentPage path={path} />} />
        ))}
        <Route path="/projects/:slug" element={<CaseStudyPage />} />
        <Route path={PRIVACY_PATH} element={<PrivacyPage />} />
        <Route path="/funnels/:slug/*" element={<FunnelPage />} />
        {MachinesPage !== null && <Route path="/__machines" element={<MachinesPage />} />}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </ThemeProvider>
    </LanguageContext.Provider>
  );
}
