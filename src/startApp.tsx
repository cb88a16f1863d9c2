import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { pageAddress } from './engine/pageAddress.ts';
import { dropStaleHeadTags } from './app/dropStaleHeadTags.ts';
import { startHydrating } from './lazy/hydrationPhase.ts';
import { preloadLazy } from './lazy/lazyComponent.tsx';
import { yieldToMain } from './lazy/yieldToMain.ts';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// GitHub Pages and Netlify answer /showcase.html and /showcase/index.html with the page too: the router, and the
// address bar, take the page's own address, or the router would draw the 404 page over it.
const own = pageAddress(location.pathname);
if (own !== location.pathname) history.replaceState(history.state, '', `${own}${location.search}${location.hash}`);

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// A prerendered page names the code-split modules it was rendered with; load
// them first so hydration finds every component ready and matches the HTML,
// one module a task: together they would make one long task.
const prerendered = root.dataset.modules;
if (prerendered === undefined) {
  createRoot(root).render(app);
} else {
  dropStaleHeadTags(document, location.pathname);
  // As a transition, hydration yields to the browser every few milliseconds
  // instead of blocking the main thread for the whole tree.
  void preloadLazy(prerendered.split(' ').filter(Boolean), yieldToMain).then(() => {
    startTransition(() => {
      // Static blocks adopt their server HTML from here until App's first commit (see StaticBlock).
      startHydrating();
      hydrateRoot(root, app);
    });
  });
}
