/**
 * What a delivering form's fields accept, written once for both of its
 * checks: the browser's (an input's `pattern` and `maxlength`) and the
 * worker's (schemas/submission.ts builds its zod rules from these), so the
 * worker never refuses what the browser let through. No zod here: the form
 * imports this, and zod stays out of the visitor's bundle.
 */

/** The longest text a text field takes. */
export const TEXT_MAX = 200;

/** The longest address there can be (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

/**
 * A phone number: 6 to 15 digits (E.164 allows no more), a + first if any,
 * and spaces, brackets, dots, dashes or slashes between them. Written as a
 * `pattern` attribute (the browser anchors it), valid under the `v` flag
 * browsers compile patterns with, and under `u`.
 */
export const TEL_PATTERN = String.raw`\+?(?:[\s\(\)\.\-\/]*\d){6,15}[\s\(\)\.\-\/]*`;

/** The longest a phone number's text may be, separators and all. */
export const TEL_MAX = 32;
