import { z } from 'zod';

export const siteSchema = z
  .strictObject({
    $schema: z.string().optional().describe('Where this file’s JSON Schema is, for editor help; leave as is'),
    origin: z
      .url({ protocol: /^https$/ })
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
        dataLayer: z
          .boolean()
          .default(false)
          .describe(
            'true: every tracking event a funnel fires is also pushed to window.dataLayer, for a Google Tag Manager container you install yourself; false (the default): events stay in the page’s memory',
          ),
      })
      .default({ dataLayer: false })
      .describe('Where funnel tracking events go. The site itself never sends or stores them, whatever is set here'),
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
