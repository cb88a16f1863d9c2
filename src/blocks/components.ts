import { blockView, whenButtonsSendEvents, type BlockView } from './blockView.ts';
import type { BlockType } from './registry.ts';

/**
 * The renderer's lookup table. Its keys are checked against the registry's
 * `BlockType`, so a registered block without a component (or a component for
 * a block that does not exist) is a type error. It is kept apart from the
 * registry so that zod, which validates at build time, stays out of the
 * visitor's bundle.
 *
 * Each block is its own chunk, so a page downloads only the blocks it shows;
 * the id is the module's path, which the prerender looks up in Vite's manifest.
 * The last argument says whether the block is an island: only islands are
 * hydrated on a prerendered page, so a page of static blocks downloads no
 * block code at all until the visitor moves to another page.
 */
export const blockComponents: { [T in BlockType]: BlockView<T> } = {
  header: blockView('src/blocks/header/Header.tsx', () => import('./header/Header.tsx').then((m) => m.Header), false),
  hero: blockView('src/blocks/hero/Hero.tsx', () => import('./hero/Hero.tsx').then((m) => m.Hero), whenButtonsSendEvents((block) => block.actions)),
  cta: blockView('src/blocks/cta/Cta.tsx', () => import('./cta/Cta.tsx').then((m) => m.Cta), whenButtonsSendEvents((block) => block.actions)),
  rating: blockView('src/blocks/rating/Rating.tsx', () => import('./rating/Rating.tsx').then((m) => m.Rating), false),
  features: blockView('src/blocks/features/Features.tsx', () => import('./features/Features.tsx').then((m) => m.Features), false),
  facts: blockView('src/blocks/facts/Facts.tsx', () => import('./facts/Facts.tsx').then((m) => m.Facts), false),
  'order-options': blockView('src/blocks/order-options/OrderOptions.tsx', () => import('./order-options/OrderOptions.tsx').then((m) => m.OrderOptions), true),
  'order-bump': blockView('src/blocks/order-bump/OrderBump.tsx', () => import('./order-bump/OrderBump.tsx').then((m) => m.OrderBump), true),
  'trust-badges': blockView('src/blocks/trust-badges/TrustBadges.tsx', () => import('./trust-badges/TrustBadges.tsx').then((m) => m.TrustBadges), false),
  product: blockView('src/blocks/product/Product.tsx', () => import('./product/Product.tsx').then((m) => m.Product), whenButtonsSendEvents((block) => [block.action])),
  newsletter: blockView('src/blocks/newsletter/Newsletter.tsx', () => import('./newsletter/Newsletter.tsx').then((m) => m.Newsletter), true),
  form: blockView('src/blocks/form/Form.tsx', () => import('./form/Form.tsx').then((m) => m.Form), true),
  upsell: blockView('src/blocks/upsell/Upsell.tsx', () => import('./upsell/Upsell.tsx').then((m) => m.Upsell), whenButtonsSendEvents((block) => [block.accept, block.decline])),
  itinerary: blockView('src/blocks/itinerary/Itinerary.tsx', () => import('./itinerary/Itinerary.tsx').then((m) => m.Itinerary), false),
  carousel: blockView('src/blocks/carousel/Carousel.tsx', () => import('./carousel/Carousel.tsx').then((m) => m.Carousel), true),
  'discount-code': blockView('src/blocks/discount-code/DiscountCode.tsx', () => import('./discount-code/DiscountCode.tsx').then((m) => m.DiscountCode), true),
  download: blockView('src/blocks/download/Download.tsx', () => import('./download/Download.tsx').then((m) => m.Download), false),
  back: blockView('src/blocks/back/Back.tsx', () => import('./back/Back.tsx').then((m) => m.Back), true),
  text: blockView('src/blocks/text/Text.tsx', () => import('./text/Text.tsx').then((m) => m.Text), false),
  'privacy-notice': blockView('src/blocks/privacy-notice/PrivacyNotice.tsx', () => import('./privacy-notice/PrivacyNotice.tsx').then((m) => m.PrivacyNotice), false),
  footer: blockView('src/blocks/footer/Footer.tsx', () => import('./footer/Footer.tsx').then((m) => m.Footer), false),
  'site-nav': blockView('src/blocks/site-nav/SiteNav.tsx', () => import('./site-nav/SiteNav.tsx').then((m) => m.SiteNav), true),
  'profile-hero': blockView('src/blocks/profile-hero/ProfileHero.tsx', () => import('./profile-hero/ProfileHero.tsx').then((m) => m.ProfileHero), whenButtonsSendEvents((block) => [block.action])),
  about: blockView('src/blocks/about/About.tsx', () => import('./about/About.tsx').then((m) => m.About), false),
  'case-study-cards': blockView('src/blocks/case-study-cards/CaseStudyCards.tsx', () => import('./case-study-cards/CaseStudyCards.tsx').then((m) => m.CaseStudyCards), true),
  'logo-gallery': blockView('src/blocks/logo-gallery/LogoGallery.tsx', () => import('./logo-gallery/LogoGallery.tsx').then((m) => m.LogoGallery), true),
  'design-gallery': blockView('src/blocks/design-gallery/DesignGallery.tsx', () => import('./design-gallery/DesignGallery.tsx').then((m) => m.DesignGallery), true),
  'website-grid': blockView('src/blocks/website-grid/WebsiteGrid.tsx', () => import('./website-grid/WebsiteGrid.tsx').then((m) => m.WebsiteGrid), true),
  services: blockView('src/blocks/services/Services.tsx', () => import('./services/Services.tsx').then((m) => m.Services), false),
  contact: blockView('src/blocks/contact/Contact.tsx', () => import('./contact/Contact.tsx').then((m) => m.Contact), false),
  'back-to-top': blockView('src/blocks/back-to-top/BackToTop.tsx', () => import('./back-to-top/BackToTop.tsx').then((m) => m.BackToTop), true),
  'funnel-gallery': blockView('src/blocks/funnel-gallery/FunnelGallery.tsx', () => import('./funnel-gallery/FunnelGallery.tsx').then((m) => m.FunnelGallery), false),
  'project-header': blockView('src/blocks/project-header/ProjectHeader.tsx', () => import('./project-header/ProjectHeader.tsx').then((m) => m.ProjectHeader), false),
  'project-overview': blockView('src/blocks/project-overview/ProjectOverview.tsx', () => import('./project-overview/ProjectOverview.tsx').then((m) => m.ProjectOverview), false),
  'screen-carousel': blockView('src/blocks/screen-carousel/ScreenCarousel.tsx', () => import('./screen-carousel/ScreenCarousel.tsx').then((m) => m.ScreenCarousel), true),
  question: blockView('src/blocks/question/Question.tsx', () => import('./question/Question.tsx').then((m) => m.Question), true),
  'screen-grid': blockView('src/blocks/screen-grid/ScreenGrid.tsx', () => import('./screen-grid/ScreenGrid.tsx').then((m) => m.ScreenGrid), true),
};
