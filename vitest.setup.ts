import { afterEach } from 'vitest';

// Files that run in Node (`// @vitest-environment node`: config, machines, CLIs, builds) render nothing, so they
// skip what only a DOM needs: importing every block and page and the DOM matchers cost each file seconds on a
// busy machine.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  await import('./src/blocks/components.ts');
  await import('./src/app/pages.ts');
  const { preloadAllLazy } = await import('./src/lazy/lazyComponent.tsx');
  // Blocks and pages are code-split; loaded up front, they render synchronously in tests as in a hydrated page.
  await preloadAllLazy();
  afterEach(() => {
    cleanup();
  });
}
