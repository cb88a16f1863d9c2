-- The orders a paying funnel's worker keeps (src/payments/): one row per payment Stripe says is made, the order
-- of a paying form (its Checkout Session) and the one-click upsell charged after it. Applied beside the leads
-- table by `npx wrangler d1 migrations apply` (docs/payments.md).

CREATE TABLE orders (
  -- Stripe's id of what was paid: the Checkout Session's (cs_…) for an order, "upsell:<order id>" for its upsell.
  id TEXT PRIMARY KEY,
  -- order, or upsell (charged to the order's saved card).
  kind TEXT NOT NULL,
  -- An upsell's order; null for an order.
  order_id TEXT,
  -- The funnel's slug and the step whose form or offer was paid.
  funnel TEXT NOT NULL,
  step TEXT NOT NULL,
  -- The split-test versions the visitor was shown, as JSON: {"<funnel>.<experiment>": "<variant>"}.
  variants TEXT NOT NULL DEFAULT '{}',
  -- What was bought, as JSON: [{"id", "title", "amount"}], amounts in minor units.
  items TEXT NOT NULL,
  -- The total charged, in minor units, and its currency (ISO 4217, upper case).
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  email TEXT,
  -- Stripe's ids: the customer and the card saved for the upsell, the payment intent, a checkout for an upsell.
  customer TEXT,
  payment_method TEXT,
  payment_intent TEXT,
  checkout_session TEXT,
  -- paid, pending (a delayed payment), failed, refunded, partly refunded; an upsell also charging or needs authentication.
  status TEXT NOT NULL,
  amount_refunded INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE INDEX orders_by_funnel ON orders (funnel, created_at);
CREATE INDEX orders_by_payment_intent ON orders (payment_intent);
CREATE UNIQUE INDEX orders_one_upsell ON orders (order_id) WHERE kind = 'upsell';

-- Stripe's events already acted on: a webhook sent twice (Stripe retries) is acted on once.
CREATE TABLE stripe_events (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  received_at TEXT NOT NULL
);
