import { lazyComponent } from '../lazy/lazyComponent.tsx';

// The pages every site has, the portfolio and a client's alike: a funnel's steps and the privacy page.
export const FunnelPage = lazyComponent('src/app/FunnelPage.tsx', () => import('./FunnelPage.tsx').then((m) => m.FunnelPage));
export const PrivacyPage = lazyComponent('src/app/PrivacyPage.tsx', () => import('./PrivacyPage.tsx').then((m) => m.PrivacyPage));
