import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/App.tsx';
import { LazyUsageContext } from './lazy/LazyUsageContext.ts';
import { preloadAllLazy } from './lazy/lazyComponent.tsx';

export { answerPaths, headScripts, sitePaths, variantPaths } from './app/sitePaths.ts';
export { default as site } from 'virtual:site';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** styled-components' <style> elements for exactly this page. */
  styles: string;
  /** The code-split modules (ids = source paths) the page rendered. */
  modules: string[];
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders one URL to static HTML, waiting for every code-split component. */
export async function renderPage(url: string): Promise<RenderedPage> {
  // Loading everything up front keeps prerender output independent of chunk timing.
  await preloadAllLazy();
  const used = new Set<string>();
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StrictMode>
          <LazyUsageContext.Provider value={used}>
            <StaticRouter location={url}>
              <App />
            </StaticRouter>
          </LazyUsageContext.Provider>
        </StrictMode>,
      ),
    );
    const html = await streamToString(prelude);
    return { html, styles: sheet.getStyleTags(), modules: [...used].sort() };
  } finally {
    sheet.seal();
  }
}
