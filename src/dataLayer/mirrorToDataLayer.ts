import { EXPERIMENT_PARAM_NAMES } from '../engine/experiments/experimentParams.ts';
import type { TrackedEvent } from '../engine/trackedEvent.ts';
import { withFullPageLocation } from '../engine/tracking/fullPageLocation.ts';

/** What the mirror needs of a running funnel: its tracked events, now and as they grow. */
export interface TrackingSource {
  getSnapshot(): { context: { tracked: readonly TrackedEvent[] } };
  subscribe(observer: (snapshot: { context: { tracked: readonly TrackedEvent[] } }) => void): { unsubscribe(): void };
}

/** The page's window, as far as the mirror touches it; a test passes a plain object. */
export interface DataLayerHost {
  dataLayer?: unknown[];
  location: { origin: string };
}

/**
 * The dataLayer entries for one event, in Google Tag Manager's conventions:
 * `{ event, ...params }`, except that an ecommerce event (one with items)
 * carries its parameters under `ecommerce`, after a `{ ecommerce: null }` that
 * clears the previous one, as GTM's GA4 ecommerce guide asks. GA4 wants
 * page_location as a full URL, so the step's path gets the page's origin.
 * The experiment parameters stay beside `event` even then: they describe the
 * visit, not the purchase, and a tag reads them as event parameters.
 */
export function dataLayerEntries(tracked: TrackedEvent, origin: string): Record<string, unknown>[] {
  const params = withFullPageLocation(tracked.params, origin);
  if (!Array.isArray(params.items)) return [{ event: tracked.event, ...params }];
  const isExperiment = ([name]: [string, unknown]) => (EXPERIMENT_PARAM_NAMES as readonly string[]).includes(name);
  const entries = Object.entries(params);
  const experiment = Object.fromEntries(entries.filter(isExperiment));
  const ecommerce = Object.fromEntries(entries.filter((entry) => !isExperiment(entry)));
  return [{ ecommerce: null }, { event: tracked.event, ...experiment, ecommerce }];
}

/** How many of an actor's events are already in the dataLayer, so a second mirror (React's dev double effects) never pushes one twice. */
const pushedCount = new WeakMap<TrackingSource, number>();

/**
 * Pushes a running funnel's tracked events to `host.dataLayer` (made if
 * missing): those fired so far, the landing page_view included, then each new
 * one. It watches the machine's context instead of being one of its actions:
 * the machine stays pure, and an event fired before the page subscribed (a
 * deep link's page_view, which is in the initial context, not fired by an
 * action) is pushed all the same. Returns the unsubscribe function.
 */
export function mirrorToDataLayer(actor: TrackingSource, host: DataLayerHost): () => void {
  const push = (tracked: readonly TrackedEvent[]) => {
    const layer = (host.dataLayer ??= []);
    for (const event of tracked.slice(pushedCount.get(actor) ?? 0)) layer.push(...dataLayerEntries(event, host.location.origin));
    pushedCount.set(actor, tracked.length);
  };
  push(actor.getSnapshot().context.tracked);
  const subscription = actor.subscribe((snapshot) => {
    push(snapshot.context.tracked);
  });
  return () => {
    subscription.unsubscribe();
  };
}
