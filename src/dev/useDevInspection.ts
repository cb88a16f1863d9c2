import { useState } from 'react';
import type { InspectionEvent } from 'xstate';

type Inspect = (event: InspectionEvent) => void;

let inspector: Promise<Inspect> | undefined;

/** One Stately inspector per page load: it opens the inspector window once, and every funnel visited after reports to it. */
function loadInspector(): Promise<Inspect> {
  inspector ??= import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    const { inspect } = createBrowserInspector();
    return (event: InspectionEvent) => {
      inspect.next?.(event);
    };
  });
  return inspector;
}

/**
 * The actor takes its `inspect` option when it is created, before the
 * inspector has loaded, so events wait here until it has: the first ones
 * (the actor's creation and first state) are the ones the inspector needs.
 */
function deferredInspect(): Inspect {
  let waiting: InspectionEvent[] = [];
  let forward: Inspect | undefined;
  loadInspector().then(
    (inspect) => {
      forward = inspect;
      for (const event of waiting) inspect(event);
      waiting = [];
    },
    (error: unknown) => {
      forward = () => undefined;
      waiting = [];
      console.error('?inspect: the Stately inspector did not load (it needs the network)', error);
    },
  );
  return (event) => {
    if (forward === undefined) waiting.push(event);
    else forward(event);
  };
}

function useDevInspectionInDev(): Inspect | undefined {
  const [inspect] = useState(() => (new URLSearchParams(window.location.search).has('inspect') ? deferredInspect() : undefined));
  return inspect;
}

/**
 * `?inspect` on a funnel URL, in development: the `inspect` option that
 * attaches Stately's browser inspector to the funnel's actor. Off otherwise,
 * since the inspector is a page on stately.ai. In the build this returns
 * undefined and the import of @statelyai/inspect is dropped with the dev branch.
 */
export const useDevInspection: () => Inspect | undefined = import.meta.env.DEV ? useDevInspectionInDev : () => undefined;
