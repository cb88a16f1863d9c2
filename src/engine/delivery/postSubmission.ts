import { DeliveryError, type DeliveryFailure, type DeliveryRequest } from './deliveryTypes.ts';
import { type DeliveryAnswer, FORM_FIELD, IDEMPOTENCY_HEADER } from './protocol.ts';

/** How long *Submitting...* waits for an answer before it says so and offers another try. */
export const ANSWER_TIMEOUT_MS = 15_000;

/**
 * The key every try of one submission carries, so the worker keeps it once:
 * kept in the tab's session storage until a try succeeds, so a double tap, a
 * retry and a reload during *Submitting...* all send the same one; the next
 * submission of the form gets a new one.
 */
function submissionKey(request: DeliveryRequest): { key: string; kept: () => void } {
  const name = `lead:${request.slug}/${request.step}/${request.form}`;
  let key: string | null = null;
  try {
    key = sessionStorage.getItem(name);
  } catch {
    // Storage refused (a private window's policy): the key lasts as long as this try.
  }
  if (key === null) {
    key = crypto.randomUUID();
    try {
      sessionStorage.setItem(name, key);
    } catch {
      // As above.
    }
  }
  return {
    key,
    kept: () => {
      try {
        sessionStorage.removeItem(name);
      } catch {
        // As above.
      }
    },
  };
}

/** The machine's signal (it left *Submitting...*) or the time running out, whichever comes first. */
function withTimeout(signal: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(ANSWER_TIMEOUT_MS);
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : timeout;
}

const failed = (failure: DeliveryFailure) => new DeliveryError(failure);

/** The worker's JSON answer to a refusal, if it sent one. */
async function refusal(response: Response): Promise<Extract<DeliveryAnswer, { ok: false }> | undefined> {
  try {
    const answer = (await response.json()) as DeliveryAnswer;
    return answer.ok ? undefined : answer;
  } catch {
    return undefined;
  }
}

/**
 * Sends one submission: to the worker, as the form itself would post it
 * (its fields, urlencoded), asking for a JSON answer, with the submission's
 * key; or straight to a webhook. Resolves once it is kept, rejects with a
 * DeliveryError saying why not.
 */
export async function postSubmission(request: DeliveryRequest, signal: AbortSignal): Promise<undefined> {
  const body = new URLSearchParams({ ...request.values, [FORM_FIELD]: request.form });
  if (request.to === 'webhook') {
    // Another site's answer is opaque to a page that cannot ask it for CORS: that it was sent is all a page can know.
    try {
      await fetch(request.url, { method: 'POST', mode: 'no-cors', credentials: 'omit', body, signal: withTimeout(signal) });
      return undefined;
    } catch (error) {
      if (signal.aborted) throw error;
      throw failed({ kind: error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'offline', problems: [] });
    }
  }
  const { key, kept } = submissionKey(request);
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: 'POST',
      headers: { Accept: 'application/json', [IDEMPOTENCY_HEADER]: key },
      credentials: 'same-origin',
      body,
      signal: withTimeout(signal),
    });
  } catch (error) {
    // The machine left *Submitting...* (a Back, a new page): no one is waiting for this any more.
    if (signal.aborted) throw error;
    throw failed({ kind: error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'offline', problems: [] });
  }
  if (response.ok) {
    kept();
    return undefined;
  }
  if (response.status >= 500) throw failed({ kind: 'server', status: response.status, problems: [] });
  const answer = await refusal(response);
  throw failed({
    kind: response.status === 429 ? 'busy' : 'refused',
    status: response.status,
    ...(answer === undefined ? {} : { message: answer.message }),
    problems: answer?.problems ?? [],
  });
}
