import { loadavg } from 'node:os';

const loads = (values: readonly number[]) => values.map((load) => load.toFixed(2)).join(' ');

/** The load average (1, 5, 15 min) when the run began and now, as each table's heading line gives it: the machine is shared. */
export function loadAverageSince(start: readonly number[]): string {
  return `Load average (1, 5, 15 min): ${loads(start)} at the start, ${loads(loadavg())} at the end`;
}
