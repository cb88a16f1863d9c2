import { lazyComponent } from '../lazy/lazyComponent.tsx';

// One chunk per kind of page: a funnel visitor never downloads the portfolio, nor the reverse.
export const ContentPage = lazyComponent('src/app/ContentPage.tsx', () => import('./ContentPage.tsx').then((m) => m.ContentPage));
export const CaseStudyPage = lazyComponent('src/app/CaseStudyPage.tsx', () =>
  import('./CaseStudyPage.tsx').then((m) => m.CaseStudyPage),
);
export { FunnelPage, PrivacyPage } from './funnelPages.ts';
