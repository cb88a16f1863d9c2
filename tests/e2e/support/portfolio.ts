/**
 * Shared pieces for the portfolio browser tests (home, showcase, case studies,
 * 404): the content they check against, read from content/ and funnels/ with
 * fs and checked with small schemas of their own (not the app's loader, so a
 * loader bug cannot hide a content mismatch), a console recorder, and the
 * fullscreen viewer round trip.
 */
import { WORDS_FILE } from '../../../src/config/load/funnelSlug.ts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ConsoleMessage, Locator, Page } from '@playwright/test';
import { z } from 'zod';
import { expect } from './test.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function readJson(relative: string): unknown {
  return JSON.parse(readFileSync(path.join(ROOT, relative), 'utf8'));
}

const screenSchema = z.object({
  key: z.string(),
  title: z.string(),
  alt: z.string(),
  desc: z.string(),
  process: z.string(),
});

const projectSchema = z.object({
  title: z.string(),
  headline: z.string(),
  description: z.string(),
  cover: z.object({ src: z.string() }),
  overview: z.object({ role: z.string(), approach: z.string() }).optional(),
  screens: z.array(screenSchema),
});

export type Project = z.infer<typeof projectSchema> & { slug: string };
export type Screen = z.infer<typeof screenSchema>;

/** A case study as content/projects/<slug>.json has it. */
export function loadProject(slug: string): Project {
  return { ...projectSchema.parse(readJson(`content/projects/${slug}.json`)), slug };
}

const pageSchema = z.object({ path: z.string(), title: z.string(), description: z.string() });

/** The head of a content page (content/pages/<name>.json). */
export function loadPageHead(name: 'home' | 'showcase'): z.infer<typeof pageSchema> {
  return pageSchema.parse(readJson(`content/pages/${name}.json`));
}

const servicesSchema = z.array(z.object({ title: z.string(), tags: z.array(z.string()).min(1) }));

/** The service cards' titles and expertise tags (content/services.json). */
export function loadServices(): z.infer<typeof servicesSchema> {
  return servicesSchema.parse(readJson('content/services.json'));
}

const websitesSchema = z.array(z.object({ url: z.string(), domain: z.string(), title: z.string() }));

export function loadWebsites(): z.infer<typeof websitesSchema> {
  return websitesSchema.parse(readJson('content/websites.json'));
}

/** The portfolio's funnel slugs: one per file in funnels/ (the file name is the slug) that no client's site claims. */
export function funnelSlugs(): string[] {
  // A funnel a client's site publishes (sites/*.json) is that site's, not the portfolio's.
  const claimed = new Set(
    readdirSync(path.join(ROOT, 'sites'))
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => z.object({ funnels: z.array(z.string()) }).parse(JSON.parse(readFileSync(path.join(ROOT, 'sites', file), 'utf8'))).funnels),
  );
  return readdirSync(path.join(ROOT, 'funnels'))
    .filter((file) => file.endsWith('.json') && !WORDS_FILE.test(file))
    .map((file) => file.slice(0, -'.json'.length))
    .filter((slug) => !claimed.has(slug))
    .sort();
}

/** Escapes text for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The button around a picture that opens the fullscreen viewer. */
export function thumb(scope: Page | Locator, title: string): Locator {
  return scope.getByRole('button', { name: `View “${title}” full screen`, exact: true });
}

/**
 * Waits until the carousel in `scope` has become a Swiper (it is lazy-loaded;
 * until then a plain snapping row stands in). Its controls are the sign.
 */
export async function expectCarouselReady(scope: Locator): Promise<void> {
  // Swiper starts only when a carousel comes near the viewport, as a visitor scrolls to it.
  await scope.scrollIntoViewIfNeeded();
  // Swiper names each slide "n of N" once it has started (its controls hide when every slide fits).
  await expect(scope.getByRole('group', { name: /^1 of \d+$/ }).first()).toBeAttached();
}

/** Every picture button in `scope` that opens the viewer. */
export function thumbs(scope: Page | Locator): Locator {
  return scope.getByRole('button', { name: /^View “.+” full screen$/ });
}

export function viewer(page: Page): Locator {
  return page.getByRole('dialog');
}

/**
 * Clicks `opener`, checks the dialog shows the picture (by its alt text) and
 * its title, closes it with Escape (or the Close button) and checks focus went
 * back to `opener`.
 */
export async function openAndCloseViewer(
  page: Page,
  opener: Locator,
  expected: { title: string; alt: string; altShown?: boolean },
  closeWith: 'Escape' | 'Close button' = 'Escape',
): Promise<void> {
  await opener.click();
  const dialog = viewer(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(expected.title);
  await expect(dialog.getByRole('heading', { name: expected.title, exact: true })).toBeVisible();
  await expect(dialog.getByRole('img', { name: expected.alt, exact: true })).toBeVisible();
  if (expected.altShown === true) await expect(dialog.getByText(expected.alt, { exact: true })).toBeVisible();
  if (closeWith === 'Escape') await page.keyboard.press('Escape');
  else await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

/** Console messages and uncaught errors of one page, from before it loads. */
export interface ConsoleRecord {
  warnings: () => string[];
  /** Errors the app logged or threw; "Failed to load resource" (the unreachable favicon service) is not the app's. */
  appErrors: () => string[];
}

export function recordConsole(page: Page): ConsoleRecord {
  const messages: ConsoleMessage[] = [];
  const thrown: string[] = [];
  page.on('console', (message) => messages.push(message));
  page.on('pageerror', (error) => thrown.push(`uncaught: ${error.message}`));
  return {
    warnings: () => messages.filter((message) => message.type() === 'warning').map((message) => message.text()),
    appErrors: () => [
      ...messages
        .filter((message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        .map((message) => message.text()),
      ...thrown,
    ],
  };
}

/** Waits until the browser has painted twice: state set by a scroll event has rendered by then. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve();
          });
        });
      }),
  );
}

/**
 * Scrolls a screen at a time to the bottom, two frames per screen, so everything that waits for the viewport (a
 * section's reveal, a carousel) has come into view and started. One call into the page, not two per screen: on a slow
 * machine each call costs more than the frames.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (;;) {
      window.scrollBy({ top: window.innerHeight * 0.8, behavior: 'instant' });
      await frame();
      await frame();
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2) return;
    }
  });
}

/** Jumps the window to `y` without the page's smooth scrolling, and waits until it is there. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => {
    window.scrollTo({ top, behavior: 'instant' });
  }, y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
  await nextFrames(page);
}

/** The canonical link, title and description in the head. */
export async function expectHead(page: Page, head: { title: string | RegExp; description: string | RegExp; path: string }): Promise<void> {
  await expect(page).toHaveTitle(head.title);
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveCount(1);
  await expect(description).toHaveAttribute('content', head.description);
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute('href', new RegExp(`^https://[^/]+${escapeRegExp(head.path)}$`));
}

const galleryItemSchema = z.object({ title: z.string().optional(), name: z.string().optional(), alt: z.string().optional(), image: z.object({ alt: z.string() }).optional() });

/** A picture of a gallery file (case-studies, logos or designs.json) as the viewer shows it: its title and alt text. */
export interface GalleryPicture {
  title: string;
  alt: string;
}

/** The pictures of content/<file>.json, in order. */
export function loadGallery(file: 'case-studies' | 'logos' | 'designs'): GalleryPicture[] {
  return z
    .array(galleryItemSchema)
    .parse(readJson(`content/${file}.json`))
    .map((item, index) => {
      const title = item.title ?? item.name;
      const alt = item.alt ?? item.image?.alt;
      if (title === undefined || alt === undefined) throw new Error(`content/${file}.json item ${index} has no title or alt`);
      return { title, alt };
    });
}
