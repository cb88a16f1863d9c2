import react from '@vitejs/plugin-react-swc';
import { defineConfig } from 'vitest/config';
import { projectDataPlugin } from './src/build/projectDataPlugin.ts';
import { staticHostPlugin } from './src/build/staticHostPlugin.ts';

export default defineConfig({
  plugins: [react({ plugins: [['@swc/plugin-styled-components', { ssr: true, displayName: true }]] }), projectDataPlugin(import.meta.dirname), staticHostPlugin()],
  preview: { port: 4173, strictPort: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // jsdom renders are slow on a busy 2-core machine; a timeout here would be noise, not a finding.
    testTimeout: 20_000,
  },
});
