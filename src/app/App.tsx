import { lazy, useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import pagePaths from 'virtual:page-paths';
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
  // The portfolio is English throughout: its pages take LanguageContext's default (a client's site, App.client.tsx,
  // gives each page its own), and a provider here would shift every useId of the tree for nothing.
  return (
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
  );
}
