import react from '@vitejs/plugin-react-swc';
import { defineConfig } from 'vitest/config';
import EnvironmentSequencer from './tests/support/environmentSequencer.ts';
import { artPlugin } from './src/art/artPlugin.ts';
import { flowViewPlugin } from './src/diagrams/flowViewPlugin.ts';
import { fontFacesPlugin } from './src/fonts/fontFacesPlugin.ts';
import { projectDataPlugin } from './src/site/projectDataPlugin.ts';
import { deliveryPlugin } from './src/site/deliveryPlugin.ts';
import { securityPlugin } from './src/site/host/securityPlugin.ts';
import { studioPlugin } from './src/studio/server/studioPlugin.ts';
import { staticHostPlugin } from './src/site/host/staticHostPlugin.ts';
import { clientSitePlugin } from './src/site/clientSitePlugin.ts';
import { servedSite } from './src/site/servedSite.ts';
import { compileHint } from './src/site/compileHint.ts';

/**
 * `npm run build -- --site <key>` builds sites/<key>.json's site alone (src/cli/build.ts sets it); unset, the
 * portfolio. The development server reads it as it serves each module (the studio can switch it: servedSite).
 */
const site = servedSite();

/** Unit tests that check the preloads React puts in the document's head (see the unit-head project). */
const HEAD_HOISTING_TESTS = ['src/ui/art/ArtPicture.test.tsx'];

export default defineConfig({
  plugins: [
    // The SWC plugin gives each styled component an id from its file and position, the same in the
    // server and the browser bundles; styled-components' own counter would differ across code-split chunks.
    react({ plugins: [['@swc/plugin-styled-components', { ssr: true, displayName: true }]] }),
    // SITE_DATA_DIR builds the site from the funnels/ and content/ of another folder (the script-size test
    // builds it with 5 and with 100 funnels); by default, this project's own.
    projectDataPlugin(process.env.SITE_DATA_DIR ?? import.meta.dirname, servedSite),
    // A client's site: its own routes and head; nothing of the portfolio's pages in its module graph.
    clientSitePlugin(process.env.SITE_DATA_DIR ?? import.meta.dirname, import.meta.dirname, servedSite),
    // Delivery's code only in a build with a funnel that delivers: the demos' scripts are what they were without it.
    deliveryPlugin(process.env.SITE_DATA_DIR ?? import.meta.dirname, import.meta.dirname, site),
    flowViewPlugin(process.env.SITE_DATA_DIR ?? import.meta.dirname, site),
    // The artwork is this project's own public/art/, whichever folder the config comes from.
    artPlugin(import.meta.dirname, process.env.SITE_DATA_DIR ?? import.meta.dirname, servedSite),
    // Its head scripts are bundled from this project's own src/, whichever folder the funnels come from.
    securityPlugin(process.env.SITE_DATA_DIR ?? import.meta.dirname, import.meta.dirname, site),
    fontFacesPlugin(),
    staticHostPlugin(),
    // The funnel studio at /__studio: `npm run dev` only (apply: 'serve'), on the funnels the site is built from.
    studioPlugin(process.env.SITE_DATA_DIR ?? import.meta.dirname),
  ],
  build: {
    rolldownOptions: {
      output: {
        // A funnel's chunk is named by its hash alone: the funnel page's table of funnels repeats each name,
        // and that table is the only part of its script that grows with the number of funnels.
        chunkFileNames: (chunk) => (chunk.facadeModuleId?.startsWith('\0virtual:funnel/') === true ? 'assets/f-[hash].js' : 'assets/[name]-[hash].js'),
        // Every function compiled off the main thread as its script streams in: src/site/compileHint.ts.
        postBanner: compileHint,
      },
    },
  },
  optimizeDeps: {
    // The studio's page is no HTML file for Vite to scan: named here, what it imports is optimised when the dev
    // server starts, rather than found on the first visit, which would reload the studio under its user.
    entries: ['index.html', 'src/studio/ui/main.tsx'],
  },
  server: {
    // Transformed while the dev server starts, before a browser asks: the site's pages and the studio each load
    // hundreds of modules, which a first visit would otherwise wait on one request at a time.
    warmup: { clientFiles: ['./src/main.tsx', './src/studio/ui/main.tsx'] },
  },
  preview: { port: 4173, strictPort: true },
  test: {
    // jsdom renders are slow on a busy 2-core machine; a timeout here would be noise, not a finding.
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores, which on a 2-core machine is one: the files ran one
    // at a time with a core idle. Every core; pinned to one (taskset), that is still one worker.
    maxWorkers: '100%',
    sequence: { sequencer: EnvironmentSequencer },
    projects: [
      // `npm run test:unit`: config rules, machines, blocks; needs no build.
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          // One module graph per worker, not per file: each file re-importing every block, page and jsdom cost more
          // than its tests (43% less CPU for the same 819 tests). Safe because no test mocks a module; globals and
          // timers are stubbed and restored per test, and the setup file still runs for every file.
          isolate: false,
          exclude: [...HEAD_HOISTING_TESTS, '**/node_modules/**'],
        },
      },
      // A test of what React hoists into the document's head gets modules of its own: React DOM remembers each
      // picture it has preloaded for the life of its module, so with another file's render of the same picture
      // before it (one worker, `taskset -c 0`) it preloaded nothing.
      {
        extends: true,
        test: { name: 'unit-head', environment: 'jsdom', include: HEAD_HOISTING_TESTS, setupFiles: ['./vitest.setup.ts'], isolate: true },
      },
      // `npm run test:site`: the built site in dist/, read without a browser (tests/site/builtSite.ts). Its files
      // only read dist/, so they share their workers' modules too (35 s -> 25 s of CPU for the five).
      { extends: true, test: { name: 'site', environment: 'node', include: ['tests/site/**/*.test.ts'], isolate: false } },
    ],
  },
});
