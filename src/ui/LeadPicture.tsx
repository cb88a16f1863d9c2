import type { Image } from '../../schemas/common.ts';

/**
 * The picture a page opens with. It is usually the page's largest paint, so it
 * is fetched at high priority (the prerender also preloads it in <head>), and
 * its width and height reserve its space so nothing moves when it arrives.
 */
export function LeadPicture({ image, className }: { image: Image; className?: string }) {
  return <img className={className} src={image.src} alt={image.alt} width={image.width} height={image.height} fetchPriority="high" />;
}
