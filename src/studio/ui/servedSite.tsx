import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { listSites, onSiteChanged, serveSite } from '../api/studioApi.ts';
import type { ServableSite, SiteList } from '../api/types.ts';

export interface ServedSiteState {
  /** The sites and the served one; null until the server has said. */
  list: SiteList | null;
  /** The site being switched to, while the server switches. */
  switching: string | null | undefined;
  /** Why the last read or switch failed, in words; '' when none did. */
  failure: string;
  /** Switches the dev server to the site (null: the portfolio). */
  choose: (site: string | null) => void;
}

const ServedSiteContext = createContext<ServedSiteState>({ list: null, switching: undefined, failure: '', choose: () => undefined });

/** The sites the dev server can serve and the one it serves, for every part of the studio; kept current when another tab switches it. */
export function ServedSiteProvider({ children }: { children: ReactNode }) {
  const [list, setList] = useState<SiteList | null>(null);
  const [switching, setSwitching] = useState<string | null | undefined>(undefined);
  const [failure, setFailure] = useState('');
  useEffect(() => {
    let current = true;
    const read = () => {
      listSites().then((sites) => { if (current) setList(sites); }, (error: unknown) => { if (current) setFailure(String(error)); });
    };
    read();
    const stop = onSiteChanged(({ site }) => {
      setList((before) => (before === null ? before : { ...before, served: site }));
    });
    return () => {
      current = false;
      stop();
    };
  }, []);
  const choose = useCallback((site: string | null) => {
    setSwitching(site);
    setFailure('');
    serveSite(site).then(
      (sites) => { setList(sites); setSwitching(undefined); },
      (error: unknown) => { setFailure(String(error)); setSwitching(undefined); },
    );
  }, []);
  const state = useMemo(() => ({ list, switching, failure, choose }), [list, switching, failure, choose]);
  return <ServedSiteContext value={state}>{children}</ServedSiteContext>;
}

export function useServedSite(): ServedSiteState {
  return useContext(ServedSiteContext);
}

/** A site's name in the studio: the portfolio's as such, a client's by its name. */
export function siteLabel(site: ServableSite): string {
  return site.key === null ? `Portfolio (${site.name})` : site.name;
}
