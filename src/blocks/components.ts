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
};
