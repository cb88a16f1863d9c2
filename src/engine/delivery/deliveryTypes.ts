import type { FieldProblem } from './protocol.ts';

/** What the machine hands its sender: where to post, and the fields as the form holds them. */
export interface DeliveryRequest {
  /** `worker`: a same-origin post the worker answers; `webhook`: straight to another site, whose answer a page cannot read. */
  to: 'worker' | 'webhook';
  /** The step's own address (the worker's), or the webhook's. */
  url: string;
  slug: string;
  step: string;
  /** The form's event, which names it among the step's forms. */
  form: string;
  values: Record<string, string>;
}

/**
 * Why a submission did not go through, as the visitor is told: `offline` (no network), `timeout` (no
 * answer in time: it may have arrived, and trying again will not count it twice), `server` (a 5xx: the
 * worker kept nothing), `busy` (too many tries), `refused` (the worker found something wrong: `problems`).
 */
export interface DeliveryFailure {
  kind: 'offline' | 'timeout' | 'server' | 'busy' | 'refused';
  status?: number;
  message?: string;
  problems: FieldProblem[];
}

/** What the sender rejects with. */
export class DeliveryError extends Error {
  constructor(readonly failure: DeliveryFailure) {
    super(failure.message ?? failure.kind);
    this.name = 'DeliveryError';
  }
}

/** What the sender rejected with, as a failure the form can explain; anything else (a chunk that could not load) is a network failure. */
export function asFailure(error: unknown): DeliveryFailure {
  return error instanceof DeliveryError ? error.failure : { kind: 'offline', problems: [] };
}
