import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeliveryError, type DeliveryRequest } from './deliveryTypes.ts';
import { postSubmission } from './postSubmission.ts';

const request: DeliveryRequest = { to: 'worker', url: '/funnels/clinic/book', slug: 'clinic', step: 'book', form: 'SUBMIT', values: { email: 'jane@example.com' } };

/** Every call the page made, answered in turn by `answers` (a Response, or an error to throw). */
function stubFetch(...answers: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers.shift();
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer ?? new Response('{"ok":true,"duplicate":false}'));
  });
  return calls;
}

const failureOf = async (promise: Promise<unknown>) => {
  const error: unknown = await promise.catch((caught: unknown) => caught);
  if (!(error instanceof DeliveryError)) throw new Error(`expected a DeliveryError, got ${String(error)}`);
  return error.failure;
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the sender a delivering form’s Submitting... invokes', () => {
  it('posts the fields as the form would, asking for JSON, with one key for every try of a submission and a new one after it is kept', async () => {
    const calls = stubFetch(new TypeError('Failed to fetch'), new Response('{"ok":true,"duplicate":false}'), new Response('{"ok":true,"duplicate":false}'));
    expect(await failureOf(postSubmission(request, new AbortController().signal))).toEqual({ kind: 'offline', problems: [] });
    await postSubmission(request, new AbortController().signal);
    await postSubmission(request, new AbortController().signal);
    const [first, retry, next] = calls;
    expect(first?.url).toBe('/funnels/clinic/book');
    expect(first?.init.method).toBe('POST');
    expect(first?.init.body).toEqual(new URLSearchParams({ email: 'jane@example.com', _form: 'SUBMIT' }));
    const header = (call: typeof first) => new Headers(call?.init.headers).get('Idempotency-Key');
    expect(new Headers(first?.init.headers).get('Accept')).toBe('application/json');
    expect(header(first)).toMatch(/^[0-9a-f-]{36}$/);
    expect(header(retry)).toBe(header(first));
    expect(header(next)).not.toBe(header(first));
  });

  it('says why the worker did not keep it: its server failed, the visitor tried too often, or a field was refused', async () => {
    stubFetch(
      new Response('oops', { status: 503 }),
      new Response('{"ok":false,"reason":"busy","message":"Too many","problems":[]}', { status: 429 }),
      new Response('{"ok":false,"reason":"invalid","message":"There is a problem","problems":[{"field":"email","message":"Email: enter an address"}]}', { status: 422 }),
    );
    const signal = new AbortController().signal;
    expect(await failureOf(postSubmission(request, signal))).toEqual({ kind: 'server', status: 503, problems: [] });
    expect(await failureOf(postSubmission(request, signal))).toEqual({ kind: 'busy', status: 429, message: 'Too many', problems: [] });
    expect(await failureOf(postSubmission(request, signal))).toEqual({
      kind: 'refused',
      status: 422,
      message: 'There is a problem',
      problems: [{ field: 'email', message: 'Email: enter an address' }],
    });
  });

  it('posts straight to a webhook without cookies or a key, and counts it sent, its answer being unreadable to a page', async () => {
    const calls = stubFetch(new Response(null));
    await postSubmission({ ...request, to: 'webhook', url: 'https://hooks.example.com/clinic' }, new AbortController().signal);
    expect(calls[0]?.url).toBe('https://hooks.example.com/clinic');
    expect(calls[0]?.init).toMatchObject({ method: 'POST', mode: 'no-cors', credentials: 'omit' });
    expect(new Headers(calls[0]?.init.headers).has('Idempotency-Key')).toBe(false);
  });
});
