import type { ComponentType } from 'react';
import type { BlockProps } from './BlockProps.ts';
import type { BlockType } from './registry.ts';
import { lazyComponent } from '../lazy/lazyComponent.tsx';

/**
 * The renderer's lookup table. Its keys are checked against the registry's
 * `BlockType`, so a registered block without a component (or a component for
 * a block that does not exist) is a type error. It is kept apart from the
 * registry so that zod, which validates at build time, stays out of the
 * visitor's bundle.
 *
 * Each block is its own chunk, so a page downloads only the blocks it shows;
 * the id is the module's path, which the prerender looks up in Vite's manifest.
 */
export const blockComponents: { [T in BlockType]: ComponentType<BlockProps<T>> } = {
  header: lazyComponent('src/blocks/header/Header.tsx', () => import('./header/Header.tsx').then((m) => m.Header)),
  hero: lazyComponent('src/blocks/hero/Hero.tsx', () => import('./hero/Hero.tsx').then((m) => m.Hero)),
  cta: lazyComponent('src/blocks/cta/Cta.tsx', () => import('./cta/Cta.tsx').then((m) => m.Cta)),
  rating: lazyComponent('src/blocks/rating/Rating.tsx', () => import('./rating/Rating.tsx').then((m) => m.Rating)),
  features: lazyComponent('src/blocks/features/Features.tsx', () => import('./features/Features.tsx').then((m) => m.Features)),
  facts: lazyComponent('src/blocks/facts/Facts.tsx', () => import('./facts/Facts.tsx').then((m) => m.Facts)),
  'order-options': lazyComponent('src/blocks/order-options/OrderOptions.tsx', () => import('./order-options/OrderOptions.tsx').then((m) => m.OrderOptions)),
  'trust-badges': lazyComponent('src/blocks/trust-badges/TrustBadges.tsx', () => import('./trust-badges/TrustBadges.tsx').then((m) => m.TrustBadges)),
  product: lazyComponent('src/blocks/product/Product.tsx', () => import('./product/Product.tsx').then((m) => m.Product)),
  newsletter: lazyComponent('src/blocks/newsletter/Newsletter.tsx', () => import('./newsletter/Newsletter.tsx').then((m) => m.Newsletter)),
  form: lazyComponent('src/blocks/form/Form.tsx', () => import('./form/Form.tsx').then((m) => m.Form)),
  upsell: lazyComponent('src/blocks/upsell/Upsell.tsx', () => import('./upsell/Upsell.tsx').then((m) => m.Upsell)),
  itinerary: lazyComponent('src/blocks/itinerary/Itinerary.tsx', () => import('./itinerary/Itinerary.tsx').then((m) => m.Itinerary)),
  carousel: lazyComponent('src/blocks/carousel/Carousel.tsx', () => import('./carousel/Carousel.tsx').then((m) => m.Carousel)),
  'discount-code': lazyComponent('src/blocks/discount-code/DiscountCode.tsx', () => import('./discount-code/DiscountCode.tsx').then((m) => m.DiscountCode)),
  download: lazyComponent('src/blocks/download/Download.tsx', () => import('./download/Download.tsx').then((m) => m.Download)),
  back: lazyComponent('src/blocks/back/Back.tsx', () => import('./back/Back.tsx').then((m) => m.Back)),
  text: lazyComponent('src/blocks/text/Text.tsx', () => import('./text/Text.tsx').then((m) => m.Text)),
  footer: lazyComponent('src/blocks/footer/Footer.tsx', () => import('./footer/Footer.tsx').then((m) => m.Footer)),
  'site-nav': lazyComponent('src/blocks/site-nav/SiteNav.tsx', () => import('./site-nav/SiteNav.tsx').then((m) => m.SiteNav)),
  'profile-hero': lazyComponent('src/blocks/profile-hero/ProfileHero.tsx', () => import('./profile-hero/ProfileHero.tsx').then((m) => m.ProfileHero)),
  about: lazyComponent('src/blocks/about/About.tsx', () => import('./about/About.tsx').then((m) => m.About)),
  'case-study-cards': lazyComponent('src/blocks/case-study-cards/CaseStudyCards.tsx', () => import('./case-study-cards/CaseStudyCards.tsx').then((m) => m.CaseStudyCards)),
  'logo-gallery': lazyComponent('src/blocks/logo-gallery/LogoGallery.tsx', () => import('./logo-gallery/LogoGallery.tsx').then((m) => m.LogoGallery)),
  'design-gallery': lazyComponent('src/blocks/design-gallery/DesignGallery.tsx', () => import('./design-gallery/DesignGallery.tsx').then((m) => m.DesignGallery)),
  'website-grid': lazyComponent('src/blocks/website-grid/WebsiteGrid.tsx', () => import('./website-grid/WebsiteGrid.tsx').then((m) => m.WebsiteGrid)),
  services: lazyComponent('src/blocks/services/Services.tsx', () => import('./services/Services.tsx').then((m) => m.Services)),
  contact: lazyComponent('src/blocks/contact/Contact.tsx', () => import('./contact/Contact.tsx').then((m) => m.Contact)),
  'back-to-top': lazyComponent('src/blocks/back-to-top/BackToTop.tsx', () => import('./back-to-top/BackToTop.tsx').then((m) => m.BackToTop)),
  'funnel-gallery': lazyComponent('src/blocks/funnel-gallery/FunnelGallery.tsx', () => import('./funnel-gallery/FunnelGallery.tsx').then((m) => m.FunnelGallery)),
  'project-header': lazyComponent('src/blocks/project-header/ProjectHeader.tsx', () => import('./project-header/ProjectHeader.tsx').then((m) => m.ProjectHeader)),
  'project-overview': lazyComponent('src/blocks/project-overview/ProjectOverview.tsx', () => import('./project-overview/ProjectOverview.tsx').then((m) => m.ProjectOverview)),
  'screen-carousel': lazyComponent('src/blocks/screen-carousel/ScreenCarousel.tsx', () => import('./screen-carousel/ScreenCarousel.tsx').then((m) => m.ScreenCarousel)),
  'screen-grid': lazyComponent('src/blocks/screen-grid/ScreenGrid.tsx', () => import('./screen-grid/ScreenGrid.tsx').then((m) => m.ScreenGrid)),
};
