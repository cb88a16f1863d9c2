import { FUNNEL_FORMAT_VERSION, type FunnelFile } from '../../../schemas/funnel.ts';

/** A funnel file as written by hand: defaults may be left out, `$schema` points editors at the JSON Schema. */
export type { FunnelFile };
type BlockFile = FunnelFile['steps'][string]['blocks'][number];

/** summer-sale → Summer Sale */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Whose site a new funnel is for (sites/<key>.json's `name`): its words and links are then the client's own. */
export interface NewFunnelClient {
  name: string;
}

/**
 * The funnel `npm run new:funnel` writes: a landing page whose button leads
 * to a thank-you page. It uses icons rather than pictures, so it needs no
 * artwork to look finished, and its copy says where to edit it. For a
 * client's site (`client`) it says nothing of the portfolio and links only to
 * that site's own pages: its home and its privacy page.
 */
export function newFunnelTemplate(slug: string, client?: NewFunnelClient): FunnelFile {
  const title = titleFromSlug(slug);
  const tagline = client === undefined ? 'A demo funnel' : 'Say what you do in a few words';
  const header: BlockFile = { type: 'header', brand: title, tagline };
  const footer: BlockFile =
    client === undefined
      ? { type: 'footer', text: `${title} is a demo funnel. Nothing is sold and no data is stored.`, links: [{ label: 'Portfolio home', href: '/' }] }
      : { type: 'footer', text: `${title} is run by ${client.name}.`, links: [{ label: 'Privacy', href: '/privacy' }] };
  const back: BlockFile[] = client === undefined ? [{ type: 'back', label: 'Back to showcase', to: '/showcase' }] : [];
  return {
    $schema: '../schemas/funnel.schema.json',
    version: FUNNEL_FORMAT_VERSION,
    title,
    pitch: `${title}: a landing page with one clear call to action, and a thank-you page.`,
    // A calm teal and sand; text and buttons keep a WCAG AA contrast on every background here.
    theme: {
      colors: {
        background: '#F6F4EF',
        surface: '#FFFFFF',
        text: '#1F2A2E',
        muted: '#55636A',
        primary: '#1D6A66',
        onPrimary: '#FFFFFF',
        accent: '#E8B86D',
        border: '#E2DDD3',
      },
      fonts: { heading: 'serif', body: 'sans' },
      radius: 'soft',
    },
    landing: 'landing',
    steps: {
      landing: {
        path: '',
        title: `${title} · ${tagline}`,
        description: `${title}: a landing page with one clear call to action.`,
        blocks: [
          header,
          ...back,
          {
            type: 'hero',
            layout: 'centered',
            icon: 'sparkle',
            eyebrow: title,
            heading: 'Say what you offer in one line',
            text: `One or two sentences on who this is for and why it helps. Edit funnels/${slug}.json to make it yours.`,
            highlights: ['Ready in minutes', 'No card needed'],
            actions: [{ label: 'Get started', event: 'START' }],
          },
          {
            type: 'features',
            eyebrow: 'Why it works',
            heading: 'Three reasons to say yes',
            items: [
              { icon: 'check', title: 'Simple', text: 'One page, one promise, one button.' },
              { icon: 'clock', title: 'Quick', text: 'Visitors know what to do within seconds.' },
              { icon: 'heart', title: 'Friendly', text: 'A thank-you page that says what happens next.' },
            ],
          },
          footer,
        ],
        on: { START: 'thank-you' },
      },
      'thank-you': {
        path: 'thank-you',
        title: `Thank you · ${title}`,
        description: `Thank you for your interest in ${title}.`,
        final: true,
        blocks: [
          header,
          {
            type: 'hero',
            layout: 'centered',
            icon: 'check',
            eyebrow: 'All done',
            heading: 'Thank you!',
            text: client === undefined ? 'This is a demo, so nothing was sent or stored.' : `Thank you for your interest in ${title}.`,
          },
          {
            type: 'text',
            align: 'center',
            paragraphs: [
              client === undefined
                ? 'In a live funnel this page would say what happens next: an email on its way, a call booked, a parcel packed.'
                : 'Say here what happens next: an email on its way, a call booked, a parcel packed.',
            ],
          },
          client === undefined ? { type: 'back', label: 'Back to showcase', to: '/showcase' } : { type: 'back', label: 'Back to home', to: '/' },
          footer,
        ],
      },
    },
  };
}
