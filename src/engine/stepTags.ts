/** Tags the factory puts on states, read by blocks and tests. */
export const TAG_FINAL = 'final';
export const TAG_SUBMITTING = 'submitting';

/** The event that moves the machine to a step when the URL changes (Back, Forward, a typed address). */
export function routeEvent(stepId: string): string {
  return `ROUTE.${stepId}`;
}
