/**
 * What a delivering form and the worker that receives it agree on (issue 45):
 * the form posts its fields, named, to its own step's address, with these
 * beside them. Shared by the form, the machine's sender and the worker.
 */

/** The hidden field that names which form of the step was sent: its event (a step may hold a form and a newsletter). */
export const FORM_FIELD = '_form';

/**
 * The bot trap: a field a person never sees or reaches (hidden from sight, from screen readers and from
 * the tab order). A submission that fills it is refused and nothing is kept. Its name starts with `_`, which
 * no form field's camelCase name can, and matches no kind of data a browser fills in by itself.
 */
export const TRAP_FIELD = '_website';

/** The attribute that marks a delivering form with its event, for the worker to find it in the step's page. */
export const FORM_MARK = 'data-lead-form';

/** A delivering field's id: fixed, so the worker's page of problems can link to the field it names. */
export function leadFieldId(form: string, field: string): string {
  return `lead-${form.toLowerCase()}-${field}`;
}

/** The name of a newsletter block's one field, its email address. */
export const NEWSLETTER_EMAIL = 'email';

/** The header a script sends its submission's key in: the same key for every try of one submission. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** How long the worker remembers a sender's tries, for its rate limit (the privacy page says so). */
export const RATE_WINDOW_MINUTES = 10;

/** How long the worker keeps a lead when its file does not say. */
export const DEFAULT_KEEP_DAYS = 365;

/** A field the worker found wrong, with what to tell the visitor (label first: "Email: enter an address like …"). */
export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * Why the worker refused a submission: `invalid` (a field is wrong: `problems` says which), `too-large`,
 * `unknown` (not a form of this step, or a field it does not have), `refused` (the bot trap, or posted from
 * another site), `busy` (too many tries from one visitor in a while).
 */
export type RefusalReason = 'invalid' | 'too-large' | 'unknown' | 'refused' | 'busy';

/** The worker's answer to a script (a request that accepts JSON); a form sent without one is answered with pages. */
export type DeliveryAnswer =
  | { ok: true; duplicate: boolean }
  | { ok: false; reason: RefusalReason; message: string; problems: FieldProblem[] };
