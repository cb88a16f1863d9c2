/**
 * Whether the client is hydrating the prerendered page: true from just before
 * `hydrateRoot` until the hydrated tree has committed. A component that
 * mounts in that window is adopting server HTML; one that mounts later is
 * drawn by the client (a route change, a new funnel step).
 */
let hydrating = false;

export function startHydrating(): void {
  hydrating = true;
}

export function finishHydrating(): void {
  hydrating = false;
}

export function isHydrating(): boolean {
  return hydrating;
}
