import { yieldToMain } from './lazy/yieldToMain.ts';
import { PROJECT_DATA_CHANGED } from './site/projectDataChanged.ts';

// Development only: the full web fonts (fontFacesPlugin). A built page carries its subset faces in its own
// <style>, and an entry stylesheet, even an empty one, would be fetched again by every lazy chunk that loads.
if (import.meta.env.DEV) void import('./theme/fonts.css');

// Development only (a build has no import.meta.hot): the page is built from funnels/ and content/, so a change to
// them reloads it. An event rather than the dev server's reload of every page, which would take the studio too.
import.meta.hot?.on(PROJECT_DATA_CHANGED, () => {
  window.location.reload();
});

/**
 * The entry is this small on purpose. A prerendered page works without its
 * scripts (its funnel controls are links and forms), so React, the router and
 * hydration wait until the page has loaded and painted, and then until the
 * browser is idle (at most a second more): fetching or evaluating them
 * earlier would hold up the largest paint on a slow phone. Then every file
 * the page needs is preloaded before the first import (the build lists them
 * on #root), so starting costs one round trip. A tap before then is an
 * ordinary link or form submit.
 */
async function start(): Promise<void> {
  // The page's modules, all before the first import, so the app does not wait on one import after another.
  const hrefs = (document.getElementById('root')?.dataset.preload?.split(' ') ?? []).filter((href) => href !== '');
  for (let first = 0; first < hrefs.length; first += PRELOADS_PER_TASK) {
    if (first > 0) await yieldToMain();
    for (const href of hrefs.slice(first, first + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
  await startInSteps();
}

/**
 * A preload link starts its request as it is appended, which costs the main thread about half a millisecond a
 * link here; a funnel step names about 30 modules, so all of them in one go made the longest task of the start
 * (14–25 ms in a visitor's browser on this project's machine, traced as `npm run bench -- visitor` traces). Eight a task, with a
 * yield between: the libraries lead the list, so React DOM is on its way from the first.
 */
const PRELOADS_PER_TASK = 8;

/**
 * Starting evaluates about 140 KB of modules (compressed). Evaluated in one
 * go (an import evaluates everything it imports in one task) that is one
 * long task that holds up a tap on a slow phone, and Lighthouse counts what a
 * task takes over 50 ms at 4× CPU slowdown as blocking time. So the big libraries are evaluated one
 * per task, largest first, with a yield to the browser after each: React DOM
 * (its one CommonJS function is the longest piece of script the page runs,
 * and cannot be split), React Router, styled-components, then the app, which
 * finds them evaluated. Input is handled between any two of them.
 */
const libraries: readonly (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('./libraries/router.ts'),
  () => import('./libraries/styles.ts'),
];

async function startInSteps(): Promise<void> {
  for (const load of libraries) {
    await load();
    await yieldToMain();
  }
  await import('./startApp.tsx');
}

/** Once a frame has been painted after `load` (so the largest picture is on screen), when the browser is idle. */
function afterLoadAndPaint(): void {
  requestAnimationFrame(() => {
    // A task queued from a frame callback runs after that frame is painted.
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => void start(), { timeout: 1_000 });
      else void start();
    }, 0);
  });
}

if (document.getElementById('root')?.dataset.modules === undefined) void start();
else if (document.readyState === 'complete') afterLoadAndPaint();
else window.addEventListener('load', afterLoadAndPaint, { once: true });
