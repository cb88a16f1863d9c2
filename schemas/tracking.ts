import { z } from 'zod';
import { eventNameSchema } from './common.ts';

/**
 * Google Analytics 4's recommended event names (its event reference, for web
 * and all business verticals), plus page_view. A plan may only use these, so
 * a report built on GA4's standard dimensions needs no custom definitions.
 */
export const GA4_EVENT_NAMES = [
  'page_view',
  'add_payment_info',
  'add_shipping_info',
  'add_to_cart',
  'add_to_wishlist',
  'begin_checkout',
  'close_convert_lead',
  'close_unconvert_lead',
  'disqualify_lead',
  'generate_lead',
  'join_group',
  'login',
  'purchase',
  'qualify_lead',
  'refund',
  'remove_from_cart',
  'search',
  'select_content',
  'select_item',
  'select_promotion',
  'share',
  'sign_up',
  'view_cart',
  'view_item',
  'view_item_list',
  'view_promotion',
  'view_search_results',
  'working_lead',
] as const;

export type Ga4EventName = (typeof GA4_EVENT_NAMES)[number];

/** GA4 records revenue from these only with a value and a currency. */
export const REVENUE_EVENTS: readonly Ga4EventName[] = ['purchase', 'refund'];

/** GA4's ecommerce events, whose reports are built from their items. */
export const ITEM_EVENTS: readonly Ga4EventName[] = [
  'add_payment_info',
  'add_shipping_info',
  'add_to_cart',
  'add_to_wishlist',
  'begin_checkout',
  'purchase',
  'remove_from_cart',
  'select_item',
  'view_cart',
  'view_item',
  'view_item_list',
];

const choiceName = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9]*$/)
  .meta({ description: 'The "name" of an order-options block in this file: the option the visitor has chosen there when the event fires', examples: ['bottles'] });
const productName = z
  .string()
  .min(1)
  .meta({ description: 'The "name" of a product block in this file, as the page shows it', examples: ['Fiddle Leaf Fig'] });
const offerStep = z
  .string()
  .min(1)
  .meta({ description: 'The id of a step (a key of "steps") that shows an upsell block: that one-time offer', examples: ['upsell'] });

const bumpName = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9]*$/)
  .meta({ description: 'The "name" of an order-bump block in this file: its price when the visitor has ticked it, nothing when not', examples: ['cleanser'] });

const choiceRef = z.strictObject({ choice: choiceName });
const bumpRef = z.strictObject({ bump: bumpName });
const productRef = z.strictObject({ product: productName });
const offerRef = z.strictObject({ offer: offerStep });

const priceSchema = z
  .union([
    z.number().min(0).describe('A fixed amount, not in cents, e.g. 49'),
    choiceRef.describe('The price of the option chosen in that order-options block'),
    productRef.describe('The price of that product'),
    offerRef.describe('The offer price of that upsell (its regularPrice less its discount)'),
    bumpRef.describe('The price of that order bump when it is ticked, 0 when not'),
  ])
  .meta({ title: 'price', description: 'A number, or the price of something in this file, e.g. { "choice": "bottles" }' });

export const priceSourceSchema = z
  .union([priceSchema, z.array(priceSchema).min(2).describe('The sum of these prices, e.g. the option chosen and an order bump')])
  .meta({
    title: 'value',
    description: 'The event’s money value: a number, the price of something in this file, e.g. { "choice": "bottles" }, or a list of these, added up',
    examples: [49, { choice: 'bottles' }, { product: 'Fiddle Leaf Fig' }, [{ choice: 'bottles' }, { bump: 'cleanser' }]],
  });

const itemExtras = {
  quantity: z.number().int().min(1).default(1).describe('How many, 1 unless set'),
  item_id: z.string().min(1).optional().describe('The item’s id in reports; leave out to use the option id, the product name in dashes, the offer’s step id or the bump’s name'),
  item_name: z.string().min(1).optional().describe('The item’s name in reports; leave out to use the option title, the product name, the offer heading or the bump’s title'),
};

export const trackingItemSchema = z
  .union([choiceRef.extend(itemExtras), productRef.extend(itemExtras), offerRef.extend(itemExtras), bumpRef.extend(itemExtras)])
  .meta({
    title: 'item',
    description:
      'One GA4 item, named by what this file sells: { "choice": <order-options name> } (the option chosen), { "product": <product name> }, { "offer": <step id of an upsell> } or { "bump": <order-bump name> } (listed only when ticked); id, name and price come from that block',
    examples: [{ choice: 'bottles' }, { product: 'Fiddle Leaf Fig' }, { offer: 'upsell', item_id: 'gift-set', item_name: 'Gift set' }, { bump: 'cleanser' }],
  });

const text = (description: string, example: string) => z.string().min(1).meta({ description, examples: [example] });

export const trackingParamsSchema = z
  .strictObject({
    value: priceSourceSchema.optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'expected a 3-letter ISO 4217 code in capitals, e.g. USD')
      .optional()
      .meta({ description: 'The currency of value and of the items’ prices, 3 capital letters (ISO 4217); needed whenever there is a value', examples: ['USD'] }),
    items: z.array(trackingItemSchema).min(1).optional().describe('The items the event is about (GA4 ecommerce events need them)'),
    transaction_id: text('The order’s id, for GA4 to count an order once', 'T-1001').optional(),
    coupon: text('A coupon code the event is about', 'GLOW10').optional(),
    method: text('How the visitor signed up or logged in, e.g. newsletter', 'newsletter').optional(),
    lead_source: text('Where a lead came from, e.g. booking form', 'booking form').optional(),
    item_list_id: text('The id of the list the item was chosen from', 'bottles').optional(),
    item_list_name: text('The name of the list the item was chosen from', 'Choose your supply').optional(),
    question: text('The question an answer event is about, e.g. its name', 'brew').optional(),
    answer: z
      .strictObject({
        answer: z
          .string()
          .regex(/^[a-z][a-zA-Z0-9]*$/)
          .meta({ description: 'The "name" of a question block in this file: the option answered there when the event fires', examples: ['brew'] }),
      })
      .optional()
      .describe('The option id the visitor answered a question with, e.g. { "answer": "brew" }'),
    result: text('The quiz result a step shows, e.g. on the result step’s view', 'dark roast').optional(),
  })
  .default({})
  .describe(
    'GA4’s parameters for the event, each a fixed value or a price, option or product of this file. What a visitor types into a form can never be a parameter: nothing here can name a form field',
  );

export const trackingTriggerSchema = z
  .union([
    z.strictObject({ enter: text('The id of a step (a key of "steps")', 'thank-you') }).describe('When the visitor arrives on this step, from a button, Back or Forward, or a link'),
    z
      .strictObject({
        step: text('The id of a step (a key of "steps")', 'order'),
        event: eventNameSchema.describe('An event in that step’s "on"'),
      })
      .describe('When that step handles that event (after its delay, for a transition that waits)'),
    z.strictObject({ choose: choiceName }).describe('When the visitor picks an option in that order-options block'),
  ])
  .meta({
    title: 'when',
    description: 'What fires the event: { "enter": step }, { "step": step, "event": EVENT } or { "choose": order-options name }',
    examples: [{ enter: 'thank-you' }, { step: 'order', event: 'CHECKOUT' }, { choose: 'bottles' }],
  });

export const trackingRuleSchema = z
  .strictObject({
    event: z.enum(GA4_EVENT_NAMES).meta({ description: 'A GA4 recommended event name', examples: ['purchase', 'generate_lead'] }),
    when: trackingTriggerSchema,
    params: trackingParamsSchema,
  })
  .superRefine((rule, context) => {
    const { params } = rule;
    if (REVENUE_EVENTS.includes(rule.event) && (params.value === undefined || params.currency === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['params'],
        message: `${rule.event} needs "value" and "currency": GA4 records no revenue without them`,
      });
    } else if (params.value !== undefined && params.currency === undefined) {
      context.addIssue({ code: 'custom', path: ['params', 'currency'], message: 'missing: a "value" needs a "currency" (e.g. "USD")' });
    }
    if (ITEM_EVENTS.includes(rule.event) && params.items === undefined) {
      context.addIssue({ code: 'custom', path: ['params', 'items'], message: `missing: ${rule.event} is an ecommerce event and needs "items"` });
    }
  })
  .describe('One analytics event: its GA4 name, when it fires and its parameters');

export const trackingSchema = z
  .strictObject({
    pageViews: z
      .boolean()
      .default(true)
      .describe('true: every step view fires a page_view with the step’s title (page_title) and address (page_location)'),
    events: z.array(trackingRuleSchema).default([]).describe('The other events, each with when it fires'),
  })
  .describe(
    'The funnel’s tracking plan in GA4 terms. The events are kept in the page’s memory, and pushed to window.dataLayer only when content/site.json turns that on; nothing is sent or stored. Form fields’ values are never a parameter',
  );

export type TrackingPlan = z.infer<typeof trackingSchema>;
export type TrackingRule = z.infer<typeof trackingRuleSchema>;
export type TrackingItem = z.infer<typeof trackingItemSchema>;
export type PriceSource = z.infer<typeof priceSourceSchema>;
export type Price = z.infer<typeof priceSchema>;
