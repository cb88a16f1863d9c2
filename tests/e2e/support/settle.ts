/**
 * Opening a page and waiting until it is what a visitor ends up looking at:
 * the h1 drawn, lazily loaded code (the carousel) arrived and started, web
 * fonts in. Audits and screenshots taken earlier would judge a stand-in.
 */
import type { Page } from '@playwright/test';
import { nextFrames } from './portfolio.ts';
import { expect } from './test.ts';

export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await nextFrames(page);
}

export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
}
