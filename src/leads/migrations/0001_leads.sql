-- The leads the site's worker keeps (src/leads/receiveLead.ts): one row per submission of a form whose funnel
-- file says "deliver": { "to": "worker" }. Applied with `npx wrangler d1 migrations apply leads` (docs/leads.md).

CREATE TABLE leads (
  -- A random id, also the Idempotency-Key of its webhook call.
  id TEXT PRIMARY KEY,
  -- The funnel's slug, the step's id and the form's event.
  funnel TEXT NOT NULL,
  step TEXT NOT NULL,
  form TEXT NOT NULL,
  -- The split-test versions the visitor was shown, as JSON: {"<funnel>.<experiment>": "<variant>"}.
  variants TEXT NOT NULL DEFAULT '{}',
  -- The visitor's answer to the cookie banner when they sent it: granted, denied, or unset.
  consent TEXT NOT NULL,
  -- What the visitor typed, as JSON, by field name.
  fields TEXT NOT NULL,
  -- When it was kept, in UTC (ISO 8601).
  submitted_at TEXT NOT NULL,
  -- The key a script sends with every try of one submission; null for a form sent without JavaScript.
  idempotency_key TEXT UNIQUE,
  -- A hash of the submission and its sender, so the same form posted twice without JavaScript is kept once.
  content_hash TEXT NOT NULL,
  -- stored (no webhook), pending, delivered or undelivered; delivery_note says what the webhook answered.
  delivery TEXT NOT NULL,
  delivery_note TEXT
);

CREATE INDEX leads_by_funnel ON leads (funnel, submitted_at);
CREATE INDEX leads_by_content ON leads (content_hash, submitted_at);

-- The rate limit's memory: a salted hash of each sender's address and the time of each try, for ten minutes.
CREATE TABLE lead_attempts (
  visitor TEXT NOT NULL,
  at INTEGER NOT NULL
);

CREATE INDEX lead_attempts_by_visitor ON lead_attempts (visitor, at);
