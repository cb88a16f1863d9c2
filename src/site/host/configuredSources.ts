import type { Site } from '../../../schemas/site.ts';
import { GA4_POLICY_SOURCES } from '../../analytics/ga4.ts';

/**
 * The hosts beyond the site's own that its config turns on, per CSP
 * directive: Google Analytics 4's, only when content/site.json names a
 * measurement ID. Without one the policy is the site's alone.
 */
export function configuredSources(site: Site | undefined): Readonly<Record<string, readonly string[]>> {
  return site?.analytics.measurementId === undefined ? {} : GA4_POLICY_SOURCES;
}
