import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../src/harness/chromiumFlags.ts';
import { startPlainHost } from '../src/harness/plainHost.ts';
const host = await startPlainHost('dist');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
for (const route of ['/showcase.html', '/showcase/index.html', '/showcase/', '/funnels/skincare/order.html', '/funnels/skincare/order/index.html', '/funnels/northwind-coffee/cup/espresso/fruity.html']) {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(host.origin + route);
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
  await page.waitForTimeout(1500);
  console.log(route, '→', new URL(page.url()).pathname, '|', (await page.locator('h1').first().textContent())?.slice(0, 50), '|', errors.length, errors[0]?.slice(0, 100));
  await page.close();
}
await browser.close(); await host.stop();
