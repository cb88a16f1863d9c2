import { z } from 'zod';
import type { FunnelTheme } from './theme.ts';

/**
 * A GA4 web stream's measurement ID, as the stream's details show it: G- and
 * ten capitals or digits (older streams have fewer). The IDs an owner might
 * paste by mistake get their own reason.
 */
export const measurementIdSchema = z
  .string()
  .superRefine((id, context) => {
    const reason = measurementIdProblem(id);
    if (reason !== undefined) context.addIssue({ code: 'custom', message: reason });
  })
  .meta({
    description:
      'Your GA4 web stream’s measurement ID (Admin › Data streams › your stream), e.g. G-7QK2M8XH4P. With one, every page asks each visitor’s consent and, only once they accept, loads Google’s tag and sends the funnels’ tracking events; leave out to measure nothing',
    examples: ['G-7QK2M8XH4P'],
  });

/** Why a text is not a GA4 measurement ID, or undefined when it is one. */
export function measurementIdProblem(id: string): string | undefined {
  if (/^G-[A-Z0-9]{6,12}$/.test(id)) return undefined;
  if (id.trim() !== id) return 'a GA4 measurement ID has no spaces around it';
  if (/^G-[A-Z0-9]{6,12}$/.test(id.toUpperCase())) return `a GA4 measurement ID is written in capitals: ${id.toUpperCase()}`;
  if (/^GTM-/i.test(id)) return `${id} is a Google Tag Manager container ID; this field takes the GA4 web stream’s measurement ID (G- and 10 capitals or digits)`;
  if (/^UA-/i.test(id)) return `${id} is a Universal Analytics property, which Google retired in 2024; this field takes a GA4 measurement ID (G- and 10 capitals or digits)`;
  if (/^AW-/i.test(id)) return `${id} is a Google Ads conversion ID; this field takes a GA4 measurement ID (G- and 10 capitals or digits)`;
  if (/^\d+$/.test(id)) return `${id} looks like a GA4 property or stream number; this field takes the stream’s measurement ID (G- and 10 capitals or digits)`;
  return `expected a GA4 measurement ID: G- and 6 to 12 capitals or digits, e.g. G-7QK2M8XH4P (got "${id}")`;
}

export const siteSchema = z
  .strictObject({
    $schema: z.string().optional().describe('Where this file’s JSON Schema is, for editor help; leave as is'),
    origin: z
      .url({ protocol: /^https$/, error: 'expected an https:// address with no path, e.g. https://example.com: pages served over http are marked not secure, and their forms warn before sending' })
      .regex(/[^/]$/, 'expected no trailing slash')
      .meta({
        description: 'The site’s own web address, https:// and no trailing slash; used in the links search engines treat as each page’s own address',
        examples: ['https://example.com'],
      }),
    name: z.string().min(1).describe('The owner’s name, shown in the top bar and the home page opening'),
    title: z.string().min(1).describe('The owner’s professional title, shown under the name on the home page'),
    email: z.email().meta({ description: 'The contact address the contact card opens in the visitor’s mail app', examples: ['hello@example.com'] }),
    phone: z.string().optional().describe('A contact phone number, e.g. +44 20 7946 0000 (no block shows it at present)'),
    analytics: z
      .strictObject({
        measurementId: measurementIdSchema.optional(),
        dataLayer: z
          .boolean()
          .default(false)
          .describe(
            'true: every tracking event a funnel fires is also pushed to window.dataLayer, for a Google Tag Manager container you install yourself; false (the default): events stay in the page’s memory',
          ),
      })
      .default({ dataLayer: false })
      .describe(
        'Where funnel tracking events go. With a measurementId, to Google Analytics 4, once a visitor accepts in the consent banner; without one, the site itself never sends or stores them',
      ),
    experiments: z
      .strictObject({
        enabled: z
          .boolean()
          .default(true)
          .describe(
            'true (the default): funnels run the split tests their files declare, and a visitor’s random id is kept in a first-party cookie; false: every visitor sees every control, nothing is stored, and no variant page, head script or edge rule is built',
          ),
      })
      .default({ enabled: true })
      .describe('The site-wide switch for funnel split tests (a visitor can also turn them off with ?experiments=off)'),
  })
  .describe('Site-wide facts, set once');

export type Site = z.infer<typeof siteSchema>;

/** On a client's site (sites/<key>.json), what its pages need of it beyond the facts every site has. */
export interface ClientFacts {
  key: string;
  /** The slug of the funnel at the site's root. */
  home: string;
  /** The home funnel's look, which the privacy and 404 pages wear. */
  theme: FunnelTheme;
  icon?: string;
  shareImage?: string;
  /** The home pages' language (a BCP 47 tag); the portfolio's is always en. */
  language: string;
  /** The languages also published, each under /<tag>/. */
  translations: readonly string[];
}

/** What the pages are told of the site they are on: content/site.json's facts, or a client's (with `client`). */
export type SiteFacts = Site & { client?: ClientFacts };
