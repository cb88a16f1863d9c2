import content from 'virtual:content';
import site from 'virtual:site';
import type { PrivacyTemplate } from '../../schemas/page.ts';

/**
 * The privacy page's layout when the site has a privacy page to show: once
 * it measures its visitors (content/site.json names a GA4 measurement ID).
 * Without one the site is as it was, with no page at /privacy.
 */
export function privacyPage(): PrivacyTemplate | undefined {
  return site.analytics.measurementId === undefined ? undefined : content.privacy;
}
