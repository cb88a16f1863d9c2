import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './src/blocks/components.ts';
import './src/app/pages.ts';
import { preloadAllLazy } from './src/lazy/lazyComponent.tsx';

// Blocks and pages are code-split; loaded up front, they render synchronously in tests as in a hydrated page.
await preloadAllLazy();

afterEach(() => {
  cleanup();
});
