import { useEffect, useMemo, useState } from 'react';
import type { StateValue } from 'xstate';
import { isMachineMessage, MACHINE_CHANNEL, type MachineMessage } from './machineChannel.ts';

export interface LiveState {
  value: StateValue;
  /** How many tabs have this funnel open; the latest to move is the one shown. */
  tabs: number;
}

interface TabReport {
  slug: string;
  value: StateValue;
  order: number;
}

/** What every funnel open in another tab of this browser is doing, by slug, as the tabs report it. */
export function useLiveStates(): ReadonlyMap<string, LiveState> {
  const [reports, setReports] = useState<ReadonlyMap<string, TabReport>>(() => new Map());

  useEffect(() => {
    const channel = new BroadcastChannel(MACHINE_CHANNEL);
    let order = 0;
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const message = event.data;
      if (!isMachineMessage(message) || message.type === 'ask') return;
      order += 1;
      const stamp = order;
      setReports((previous) => {
        const next = new Map(previous);
        if (message.type === 'closed') next.delete(message.tab);
        else next.set(message.tab, { slug: message.slug, value: message.value, order: stamp });
        return next;
      });
    };
    const ask: MachineMessage = { type: 'ask' };
    channel.postMessage(ask);
    return () => {
      channel.close();
    };
  }, []);

  return useMemo(() => {
    const live = new Map<string, LiveState & { order: number }>();
    for (const report of reports.values()) {
      const known = live.get(report.slug);
      const tabs = (known?.tabs ?? 0) + 1;
      live.set(report.slug, known !== undefined && known.order > report.order ? { ...known, tabs } : { value: report.value, order: report.order, tabs });
    }
    return live;
  }, [reports]);
}
