import leadFacts from 'virtual:lead-facts';
import { LEADS_IN_BUILD } from '../engine/delivery/leadsInBuild.ts';
import content from 'virtual:content';
import site from 'virtual:site';
import type { PrivacyTemplate } from '../../schemas/page.ts';

/**
 * The privacy page's layout when the site has a privacy page to show: once
 * it measures its visitors (content/site.json names a GA4 measurement ID),
 * or a form sends what a visitor types (a funnel file's "deliver"). Without
 * either the site is as it was, with no page at /privacy.
 */
export function privacyPage(language?: string): PrivacyTemplate | undefined {
  // A client's site in more languages has the page in each (its words from the site file).
  const layout = (language === undefined ? undefined : content.translatedPrivacy?.[language]) ?? content.privacy;
  if (LEADS_IN_BUILD && leadFacts.length > 0) return layout;
  return site.analytics.measurementId === undefined ? undefined : layout;
}
