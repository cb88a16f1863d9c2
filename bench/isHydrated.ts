/**
 * Whether the page has hydrated: React's mark on the #root container. Run in the page (Playwright's
 * `evaluate` and `waitForFunction` send its text), so it names nothing outside itself.
 */
export function isHydrated(): boolean {
  return Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'));
}
