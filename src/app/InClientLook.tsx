import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import site from 'virtual:site';
import { funnelTheme } from '../theme/funnelTheme.ts';

/** A client's site wears its home funnel's look on the pages of its own (privacy, 404); the portfolio, its own. */
const clientTheme = site.client === undefined ? undefined : funnelTheme(site.client.theme);

export function InClientLook({ children }: { children: ReactNode }) {
  return clientTheme === undefined ? children : <ThemeProvider theme={clientTheme}>{children}</ThemeProvider>;
}
