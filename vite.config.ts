import react from '@vitejs/plugin-react-swc';
import { defineConfig } from 'vitest/config';
import { flowViewPlugin } from './src/build/flowViewPlugin.ts';
import { projectDataPlugin } from './src/build/projectDataPlugin.ts';
import { securityPlugin } from './src/build/securityPlugin.ts';
import { staticHostPlugin } from './src/build/staticHostPlugin.ts';

export default defineConfig({
  plugins: [
    // The SWC plugin gives each styled component an id from its file and position, the same in the
    // server and the browser bundles; styled-components' own counter would differ across code-split chunks.
    react({ plugins: [['@swc/plugin-styled-components', { ssr: true, displayName: true }]] }),
    projectDataPlugin(import.meta.dirname),
    flowViewPlugin(import.meta.dirname),
    securityPlugin(),
    {
      // The built pages preload their fonts, so `optional` nearly always gets them in time. The development
      // server cannot preload (nothing is prerendered), so it swaps them in instead of showing system fonts.
      name: 'dev-font-swap',
      apply: 'serve',
      enforce: 'pre',
      transform(code, id) {
        return id.endsWith('/src/theme/fonts.css') ? code.replaceAll('font-display: optional', 'font-display: swap') : null;
      },
    },
    staticHostPlugin(),
  ],
  preview: { port: 4173, strictPort: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // jsdom renders are slow on a busy 2-core machine; a timeout here would be noise, not a finding.
    testTimeout: 20_000,
  },
});
