import type { TrackedEvent } from '../engine/trackedEvent.ts';
import { withFullPageLocation } from '../engine/tracking/fullPageLocation.ts';
import type { TrackingSource } from '../dataLayer/mirrorToDataLayer.ts';

/** The page's window as the GA4 mirror needs it; a test passes a plain object. */
export interface GtagHost {
  /** The head script's gtag(): queues a command on window.dataLayer for Google's tag. */
  gtag?: (...command: unknown[]) => void;
  location: { origin: string };
  /** True once the visitor has accepted measurement (the head script keeps it on <html data-consent>). */
  granted(): boolean;
  /** Calls back on each change of the visitor's choice; returns the way to stop. */
  onChange(listener: () => void): () => void;
}

/**
 * One tracked event as gtag.js takes it: `gtag('event', name, params)`, the
 * same name and parameters the dataLayer mirror carries (page_location as a
 * full URL, the experiment parameters), with an ecommerce event's value,
 * currency and items as GA4's gtag reference places them, beside the rest.
 */
export function gtagEvent(tracked: TrackedEvent, origin: string): ['event', string, Record<string, unknown>] {
  return ['event', tracked.event, withFullPageLocation(tracked.params, origin)];
}

/** How many of an actor's events gtag has been given, so a second mirror (React's development double effects) sends none twice. */
const sentCount = new WeakMap<TrackingSource, number>();

/**
 * Gives gtag a running funnel's tracked events once the visitor has
 * accepted: those fired so far on this page (a visitor may accept on the
 * second step; the landing page_view is theirs too), then each new one.
 * Before a choice, after a refusal, and once consent is withdrawn, none is
 * given, and nothing is kept for later but the machine's own context.
 */
export function mirrorToGtag(actor: TrackingSource, host: GtagHost): () => void {
  const send = (tracked: readonly TrackedEvent[]) => {
    if (!host.granted() || host.gtag === undefined) return;
    for (const event of tracked.slice(sentCount.get(actor) ?? 0)) host.gtag(...gtagEvent(event, host.location.origin));
    sentCount.set(actor, tracked.length);
  };
  send(actor.getSnapshot().context.tracked);
  const subscription = actor.subscribe((snapshot) => {
    send(snapshot.context.tracked);
  });
  const stopListening = host.onChange(() => {
    send(actor.getSnapshot().context.tracked);
  });
  return () => {
    subscription.unsubscribe();
    stopListening();
  };
}
