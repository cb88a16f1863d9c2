import { z } from 'zod';
import { DEFAULT_KEEP_DAYS } from '../src/engine/delivery/protocol.ts';

/** A webhook's address: https only, since what a visitor typed must not cross the internet in the clear. */
const webhookSchema = z
  .url({
    protocol: /^https$/,
    hostname: z.regexes.domain,
    error: 'expected an https:// address with a host name (what a visitor typed travels encrypted or not at all)',
  })
  .meta({
    description: 'An https:// address that receives each submission as JSON (a CRM, Zapier, Make, n8n…)',
    examples: ['https://hooks.zapier.com/hooks/catch/123456/abcdef/'],
  });

/**
 * Where a form's submission goes. A form without it collects and moves on,
 * and what was typed never leaves the page (the demos).
 */
export const deliverySchema = z
  .strictObject({
    to: z.enum(['worker', 'webhook']).meta({
      description:
        '"worker": the site’s Cloudflare worker checks the submission against the form, keeps it in its D1 database and, given a "webhook", forwards it there; "webhook": the browser posts it straight to the webhook (for a host with no worker: nothing is checked or kept by the site, see docs/leads.md)',
      examples: ['worker'],
    }),
    webhook: webhookSchema.optional(),
    rename: z
      .record(
        z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'expected a field’s name from this form, e.g. fullName'),
        z.string().min(1).max(64).describe('The key the webhook’s JSON uses for this field'),
      )
      .optional()
      .meta({
        description: 'The webhook’s JSON names these fields by other keys (the ones a CRM expects); a field not listed keeps its own name',
        examples: [{ fullName: 'name' }],
      }),
    keepDays: z
      .number()
      .int('expected a whole number of days')
      .min(1)
      .max(3650)
      .optional()
      .meta({
        description: `With "to": "worker": how many days the worker keeps a submission before deleting it (default ${String(DEFAULT_KEEP_DAYS)}); the privacy page says so`,
        examples: [180],
      }),
  })
  .superRefine((delivery, context) => {
    if (delivery.to === 'webhook' && delivery.webhook === undefined) {
      context.addIssue({ code: 'custom', path: ['webhook'], message: 'missing: "to": "webhook" posts the form straight to a webhook, so it needs its https:// address' });
    }
    if (delivery.to === 'webhook' && delivery.keepDays !== undefined) {
      context.addIssue({ code: 'custom', path: ['keepDays'], message: 'only with "to": "worker": a form that posts straight to a webhook is kept by the webhook, not by this site' });
    }
  })
  .meta({
    title: 'delivery',
    description:
      'Where a submission goes: { "to": "worker" } keeps it in the site’s own database (with an optional "webhook" it is forwarded too); leave out and the form only moves on, sending nothing',
    examples: [{ to: 'worker', webhook: 'https://hooks.zapier.com/hooks/catch/123456/abcdef/', keepDays: 180 }],
  });

export type Delivery = z.infer<typeof deliverySchema>;
