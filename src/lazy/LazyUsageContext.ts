import { createContext } from 'react';

/**
 * Set only while prerendering: every lazy component that renders adds its id,
 * so the page's HTML can name the modules the browser must load before it
 * hydrates (and preload them in <head>).
 */
export const LazyUsageContext = createContext<Set<string> | null>(null);
