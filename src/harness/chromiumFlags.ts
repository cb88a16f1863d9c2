/**
 * Flags for driving Chromium on a shared machine with no network beyond
 * localhost: no background calls home (updates, sync, field trials over QUIC)
 * competing for the CPU or failing noisily. --no-sandbox because CI
 * containers often run as root. Used by the browser tests and the bench.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
