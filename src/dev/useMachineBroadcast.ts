import { useEffect } from 'react';
import type { FunnelActor } from '../engine/FunnelActorContext.ts';
import { isMachineMessage, MACHINE_CHANNEL, type MachineMessage } from './machineChannel.ts';

function useMachineBroadcastInDev(slug: string, actor: FunnelActor): void {
  useEffect(() => {
    const channel = new BroadcastChannel(MACHINE_CHANNEL);
    const tab = Math.random().toString(36).slice(2);
    const send = (message: MachineMessage) => {
      channel.postMessage(message);
    };
    let last = '';
    const report = (force: boolean) => {
      const { value } = actor.getSnapshot();
      const key = JSON.stringify(value);
      // Context changes (an order option chosen) produce snapshots too; only a change of state is news.
      if (!force && key === last) return;
      last = key;
      send({ type: 'state', tab, slug, value });
    };
    const closed = () => {
      send({ type: 'closed', tab, slug });
    };
    report(true);
    const subscription = actor.subscribe(() => {
      report(false);
    });
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (isMachineMessage(event.data) && event.data.type === 'ask') report(true);
    };
    window.addEventListener('pagehide', closed);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', closed);
      closed();
      channel.close();
    };
  }, [slug, actor]);
}

/**
 * In development, the funnel tab reports the state its machine is in to
 * /__machines, which highlights it. In the build this is a no-op and the
 * channel code is dropped with the rest of the dev branch.
 */
export const useMachineBroadcast: (slug: string, actor: FunnelActor) => void = import.meta.env.DEV
  ? useMachineBroadcastInDev
  : () => undefined;
