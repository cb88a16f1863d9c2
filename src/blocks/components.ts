import type { ComponentType } from 'react';
import { Back } from './back/Back.tsx';
import type { BlockProps } from './BlockProps.ts';
import { Carousel } from './carousel/Carousel.tsx';
import { Cta } from './cta/Cta.tsx';
import { DiscountCode } from './discount-code/DiscountCode.tsx';
import { Download } from './download/Download.tsx';
import { Facts } from './facts/Facts.tsx';
import { Features } from './features/Features.tsx';
import { Footer } from './footer/Footer.tsx';
import { Form } from './form/Form.tsx';
import { Header } from './header/Header.tsx';
import { Hero } from './hero/Hero.tsx';
import { Itinerary } from './itinerary/Itinerary.tsx';
import { Newsletter } from './newsletter/Newsletter.tsx';
import { OrderOptions } from './order-options/OrderOptions.tsx';
import { Product } from './product/Product.tsx';
import { Rating } from './rating/Rating.tsx';
import type { BlockType } from './registry.ts';
import { Text } from './text/Text.tsx';
import { TrustBadges } from './trust-badges/TrustBadges.tsx';
import { Upsell } from './upsell/Upsell.tsx';
import { SiteNav } from './site-nav/SiteNav.tsx';
import { ProfileHero } from './profile-hero/ProfileHero.tsx';
import { About } from './about/About.tsx';
import { CaseStudyCards } from './case-study-cards/CaseStudyCards.tsx';
import { LogoGallery } from './logo-gallery/LogoGallery.tsx';
import { DesignGallery } from './design-gallery/DesignGallery.tsx';
import { WebsiteGrid } from './website-grid/WebsiteGrid.tsx';
import { Services } from './services/Services.tsx';
import { Contact } from './contact/Contact.tsx';
import { BackToTop } from './back-to-top/BackToTop.tsx';
import { FunnelGallery } from './funnel-gallery/FunnelGallery.tsx';
import { ProjectHeader } from './project-header/ProjectHeader.tsx';
import { ProjectOverview } from './project-overview/ProjectOverview.tsx';
import { ScreenCarousel } from './screen-carousel/ScreenCarousel.tsx';
import { ScreenGrid } from './screen-grid/ScreenGrid.tsx';

/**
 * The renderer's lookup table. Its keys are checked against the registry's
 * `BlockType`, so a registered block without a component (or a component for
 * a block that does not exist) is a type error. It is kept apart from the
 * registry so that zod, which validates at build time, stays out of the
 * visitor's bundle.
 */
export const blockComponents: { [T in BlockType]: ComponentType<BlockProps<T>> } = {
  header: Header,
  hero: Hero,
  cta: Cta,
  rating: Rating,
  features: Features,
  facts: Facts,
  'order-options': OrderOptions,
  'trust-badges': TrustBadges,
  product: Product,
  newsletter: Newsletter,
  form: Form,
  upsell: Upsell,
  itinerary: Itinerary,
  carousel: Carousel,
  'discount-code': DiscountCode,
  download: Download,
  back: Back,
  text: Text,
  footer: Footer,
  'site-nav': SiteNav,
  'profile-hero': ProfileHero,
  about: About,
  'case-study-cards': CaseStudyCards,
  'logo-gallery': LogoGallery,
  'design-gallery': DesignGallery,
  'website-grid': WebsiteGrid,
  services: Services,
  contact: Contact,
  'back-to-top': BackToTop,
  'funnel-gallery': FunnelGallery,
  'project-header': ProjectHeader,
  'project-overview': ProjectOverview,
  'screen-carousel': ScreenCarousel,
  'screen-grid': ScreenGrid,
};
