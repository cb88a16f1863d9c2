import { z } from 'zod';
import { backBlock } from './back/schema.ts';
import { carouselBlock } from './carousel/schema.ts';
import { ctaBlock } from './cta/schema.ts';
import { discountCodeBlock } from './discount-code/schema.ts';
import { downloadBlock } from './download/schema.ts';
import { factsBlock } from './facts/schema.ts';
import { featuresBlock } from './features/schema.ts';
import { footerBlock } from './footer/schema.ts';
import { formBlock } from './form/schema.ts';
import { headerBlock } from './header/schema.ts';
import { heroBlock } from './hero/schema.ts';
import { itineraryBlock } from './itinerary/schema.ts';
import { newsletterBlock } from './newsletter/schema.ts';
import { orderOptionsBlock } from './order-options/schema.ts';
import { orderBumpBlock } from './order-bump/schema.ts';
import { productBlock } from './product/schema.ts';
import { questionBlock } from './question/schema.ts';
import { ratingBlock } from './rating/schema.ts';
import { textBlock } from './text/schema.ts';
import { trustBadgesBlock } from './trust-badges/schema.ts';
import { upsellBlock } from './upsell/schema.ts';
import { siteNavBlock } from './site-nav/schema.ts';
import { profileHeroBlock } from './profile-hero/schema.ts';
import { aboutBlock } from './about/schema.ts';
import { caseStudyCardsBlock } from './case-study-cards/schema.ts';
import { logoGalleryBlock } from './logo-gallery/schema.ts';
import { designGalleryBlock } from './design-gallery/schema.ts';
import { websiteGridBlock } from './website-grid/schema.ts';
import { servicesBlock } from './services/schema.ts';
import { contactBlock } from './contact/schema.ts';
import { backToTopBlock } from './back-to-top/schema.ts';
import { funnelGalleryBlock } from './funnel-gallery/schema.ts';
import { projectHeaderBlock } from './project-header/schema.ts';
import { projectOverviewBlock } from './project-overview/schema.ts';
import { screenCarouselBlock } from './screen-carousel/schema.ts';
import { screenGridBlock } from './screen-grid/schema.ts';
import { privacyNoticeBlock } from './privacy-notice/schema.ts';

/**
 * The one list of blocks. The block union, its TypeScript types, the JSON
 * Schema and the renderer's lookup table (typed against `BlockType`) all
 * derive from it.
 */
export const blockSchemas = [
  headerBlock,
  heroBlock,
  ctaBlock,
  ratingBlock,
  featuresBlock,
  factsBlock,
  orderOptionsBlock,
  orderBumpBlock,
  trustBadgesBlock,
  productBlock,
  newsletterBlock,
  formBlock,
  upsellBlock,
  itineraryBlock,
  carouselBlock,
  discountCodeBlock,
  downloadBlock,
  backBlock,
  textBlock,
  footerBlock,
  siteNavBlock,
  profileHeroBlock,
  aboutBlock,
  caseStudyCardsBlock,
  logoGalleryBlock,
  designGalleryBlock,
  websiteGridBlock,
  servicesBlock,
  contactBlock,
  backToTopBlock,
  funnelGalleryBlock,
  projectHeaderBlock,
  projectOverviewBlock,
  screenCarouselBlock,
  screenGridBlock,
  questionBlock,
  privacyNoticeBlock,
] as const;

export const blockSchema = z.discriminatedUnion('type', blockSchemas);

export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

export const blockTypes: readonly BlockType[] = blockSchemas.map((schema) => schema.shape.type.value);
