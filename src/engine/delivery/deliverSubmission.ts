import { fromPromise } from 'xstate';
import type { DeliveryRequest } from './deliveryTypes.ts';

/** The sender's own chunk: a page whose form delivers loads it while the visitor types (preloadSender), no other page ever does. */
const loadSender = () => import('./postSubmission.ts');

/** Fetches the sender ahead of the first submit, so one made after the network went away still has its code. */
export function preloadSender(): void {
  loadSender().catch(() => undefined);
}

/**
 * The promise actor a delivering step's *Submitting...* invokes: it resolves
 * once the submission is kept (or was already), and rejects with a
 * DeliveryFailure. The machine runs the file's delay beside it.
 */
export const deliverSubmission = /* @__PURE__ */ fromPromise<undefined, DeliveryRequest>(({ input, signal }) =>
  loadSender().then(
    ({ postSubmission }) => postSubmission(input, signal),
    // The sender's chunk could not be fetched: the network is gone.
    () => Promise.reject(new Error('offline')),
  ),
);
