/**
 * The home page and the showcase as a visitor sees them (SPEC §2 Home and
 * Showcase, §3, §4, §7, §9). Spec values (stat tiles, service titles, counts,
 * the 500 px threshold, 2025) are written out here; content the spec does not
 * fix (alt texts, tags, funnel slugs) is read from content/ and funnels/.
 */
import type { Locator, Page, Route } from '@playwright/test';
import {
  escapeRegExp,
  expectCarouselReady,
  expectHead,
  funnelSlugs,
  loadGallery,
  loadPageHead,
  loadServices,
  loadWebsites,
  nextFrames,
  openAndCloseViewer,
  recordConsole,
  scrollThrough,
  scrollToY,
  thumb,
  thumbs,
  viewer,
} from './support/portfolio.ts';
import { expectLeadPicture } from './support/leadPicture.ts';
import { atOneWidth, expect, test } from './support/test.ts';

const PROJECT_PATHS = ['/projects/fit-ins', '/projects/medical-app', '/projects/artisan-bakehouse'];

/** SPEC §3: the four stat tiles, label and value. */
const STAT_TILES: [string, string][] = [
  ['Google Certified', 'SEO Expert'],
  ['Clients Served', '100+'],
  ['Success Rate', '98%'],
  ['Avg. Results', '250%↑'],
];

/** SPEC §3: the six services. */
const SERVICE_TITLES = [
  'Website Design & Development',
  'UI/UX Design',
  'Facebook & Google Ads',
  'Digital Project Management',
  'Graphic Design & Visual Identity',
  'SEO & Content Strategy',
];

const caseStudies = loadGallery('case-studies');
const logos = loadGallery('logos');
const designs = loadGallery('designs');
const websites = loadWebsites();

function section(page: Page, id: string): Locator {
  return page.locator(`section#${id}`);
}

function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The phone menu button; its name says what pressing it does, so it is found by either name. */
function menuToggle(page: Page): Locator {
  return mainNav(page).getByRole('button', { name: /^(Open|Close) menu$/ });
}

function first<T>(items: readonly T[], what: string): T {
  const item = items[0];
  if (item === undefined) throw new Error(`no ${what} in the content`);
  return item;
}

/** A request for a site's favicon at a size (SPEC §7: the service's path shape is not fixed, so any external https image URL naming the domain and size). */
function isFaviconUrl(url: URL, size?: 128 | 256): boolean {
  const sz = url.searchParams.get('sz');
  return url.protocol === 'https:' && sz !== null && (size === undefined || sz === String(size));
}

const FAVICON_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128"><rect width="128" height="128" fill="#4338ca"/></svg>';

async function serveFavicons(route: Route): Promise<void> {
  await route.fulfill({ status: 200, contentType: 'image/svg+xml', body: FAVICON_SVG });
}

/** Every visible <img> in scope that is still loading or failed to load (naturalWidth 0), by src. */
async function unfinishedImages(scope: Locator): Promise<string[]> {
  return scope.evaluate((element) =>
    Array.from(element.querySelectorAll('img'))
      .filter((img) => img.getClientRects().length > 0 && getComputedStyle(img).visibility !== 'hidden')
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );
}

test.describe('home page', () => {
  test.describe('what it says and where its links lead', () => {
    atOneWidth('desktop', 'the same content and links at every width; where they sit is checked at both widths by everyPage.spec (axe, focus rings), firstScreen.spec and the 320 px overflow tests below');

    test('shows hero, about, case studies, logos, designs, websites, strengths and contact in that order, then the footer; designs, websites, strengths and contact as the spec says', async ({ page }) => {
      // One visit for what only reads the page; tests that click away or route requests open it themselves.
      const log = recordConsole(page);
      await page.goto('/');
      await test.step('the sections in order (hero, about, case studies, logos, designs, websites, strengths, contact), then the footer with © 2025, and the head tags', async () => {
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Maya Okafor');
        const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((element) => element.id));
        expect(ids).toEqual(['top', 'about', 'work', 'logos', 'designs', 'websites', 'strengths', 'contact']);
        // The footer comes after everything in main, and carries the 2025 copyright.
        const footer = page.getByRole('contentinfo');
        await expect(footer).toContainText('© 2025');
        const footerAfterMain = await page.evaluate(() => {
          const main = document.querySelector('main');
          const foot = document.querySelector('footer');
          return main !== null && foot !== null && (main.compareDocumentPosition(foot) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
        });
        expect(footerAfterMain).toBe(true);
        await expectHead(page, loadPageHead('home'));
        expect(log.appErrors()).toEqual([]);
      });
      await test.step('6 designs, and 7 websites that open in a new tab with noopener noreferrer', async () => {
        await expect(thumbs(section(page, 'designs'))).toHaveCount(6);
        const links = section(page, 'websites').getByRole('link');
        await expect(links).toHaveCount(7);
        const attributes = await links.evaluateAll((anchors) =>
          anchors.map((anchor) => ({ href: anchor.getAttribute('href'), target: anchor.getAttribute('target'), rel: (anchor.getAttribute('rel') ?? '').split(/\s+/) })),
        );
        expect(attributes.map((link) => link.href)).toEqual(websites.map((site) => site.url));
        for (const link of attributes) {
          expect(link.href).toMatch(/^https?:\/\//);
          expect(link.target, `${link.href ?? ''} target`).toBe('_blank');
          expect(link.rel, `${link.href ?? ''} rel`).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
        }
      });
      await test.step('strengths: six service cards with the spec’s titles, each with its expertise tags', async () => {
        const strengths = section(page, 'strengths');
        await strengths.scrollIntoViewIfNeeded();
        await expect(strengths.getByRole('heading', { level: 3 })).toHaveText(SERVICE_TITLES);
        const services = loadServices();
        expect(services.map((service) => service.title)).toEqual(SERVICE_TITLES);
        for (const service of services) {
          const tags = strengths.getByRole('list', { name: `${service.title} expertise`, exact: true }).getByRole('listitem');
          await expect(tags).toHaveText(service.tags);
        }
      });
      await test.step('contact: a mailto link and the 24 hours response time', async () => {
        const contact = section(page, 'contact');
        await contact.scrollIntoViewIfNeeded();
        const mail = contact.getByRole('link', { name: /Email me/ });
        await expect(mail).toBeVisible();
        await expect(mail).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/);
        await expect(contact.getByText('24 hours', { exact: true })).toBeVisible();
      });
      expect(log.appErrors()).toEqual([]);
    });


    test('hero: the name and title in the h1, a View Showcase link and the four stat tiles', async ({ page }) => {
      await page.goto('/');
      const hero = section(page, 'top');
      const h1 = hero.getByRole('heading', { level: 1 });
      await expect(h1).toContainText('Maya Okafor');
      await expect(h1).toContainText('Digital Marketing & UI/UX Designer');
      const stats = hero.getByLabel('At a glance');
      await expect(stats.getByRole('term')).toHaveText(STAT_TILES.map(([label]) => label));
      await expect(stats.getByRole('definition')).toHaveText(STAT_TILES.map(([, value]) => value));
      for (const [label, value] of STAT_TILES) {
        // Each value sits in the same tile as its label.
        const tile = stats.locator('div').filter({ has: page.locator('dt', { hasText: label }) });
        await expect(tile).toHaveCount(1);
        await expect(tile.getByRole('definition')).toHaveText(value);
      }
      await expectLeadPicture(page, hero.getByRole('img', { name: /^Illustrated portrait of Maya Okafor/ }), 'vector');
      const showcase = hero.getByRole('link', { name: 'View Showcase', exact: true });
      await expect(showcase).toHaveAttribute('href', '/showcase');
      await showcase.click();
      await expect(page).toHaveURL(/\/showcase$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('about, and three case-study cards that link to the three project pages', async ({ page }) => {
      await page.goto('/');
      await expect(section(page, 'about').getByRole('heading', { level: 2 })).toBeVisible();
      const work = section(page, 'work');
      await expect(thumbs(work)).toHaveCount(3);
      const readLinks = work.getByRole('link', { name: /^Read case study: .+$/ });
      await expect(readLinks).toHaveCount(3);
      const hrefs = await readLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(PROJECT_PATHS);
      await work.getByRole('link', { name: 'Read case study: MedTrack', exact: true }).click();
      await expect(page).toHaveURL(/\/projects\/medical-app$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('MedTrack');
    });
  });

  test('the logo carousel holds 8 logos; Previous is disabled at the start and Next moves on from 1 / 8', async ({ page }) => {
    await page.goto('/');
    const logoSection = section(page, 'logos');
    const next = logoSection.getByRole('button', { name: 'Next slide', exact: true });
    const previous = logoSection.getByRole('button', { name: 'Previous slide', exact: true });
    const position = logoSection.getByRole('status');
    // The carousel starts as a visitor scrolls near it.
    await logoSection.scrollIntoViewIfNeeded();
    await expect(next).toBeVisible();
    await expect(thumbs(logoSection)).toHaveCount(8);
    await expect(position).toHaveText('1 / 8');
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(position).not.toHaveText('1 / 8');
    await expect(position).toHaveText(/^[2-8] \/ 8$/);
    await expect(previous).toBeEnabled();
  });


  test.describe('the websites’ favicons', () => {
    atOneWidth('desktop', 'which picture a tile asks for and what it falls back to are the same at every width');

    test('each website has its favicon from the service at size 128, or a monogram once that fails; no broken image stays', async ({ page }) => {
      const requested: URL[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (isFaviconUrl(url)) requested.push(url);
      });
      await page.goto('/');
      const websiteSection = section(page, 'websites');
      await websiteSection.scrollIntoViewIfNeeded();
      const unrequested = () =>
        websites
          .filter((site) => !requested.some((url) => url.search.includes(encodeURIComponent(site.domain)) && url.searchParams.get('sz') === '128'))
          .map((site) => site.domain);
      await expect.poll(unrequested, { message: 'websites with no favicon request at sz=128' }).toEqual([]);
      // Each tile ends with a loaded picture or the monogram (role img, named after the site).
      await expect.poll(() => unfinishedImages(websiteSection), { message: 'visible images in the websites section that are loading or broken' }).toEqual([]);
      for (const site of websites) {
        const tile = websiteSection.getByRole('listitem').filter({ has: page.getByRole('heading', { name: site.title, exact: true }) });
        await expect(tile.getByRole('img')).toHaveCount(1);
        await expect(tile.getByRole('img')).toBeVisible();
      }
    });

    test('a favicon service that cannot be reached leaves a monogram for every website', async ({ page }) => {
      await page.route((url) => isFaviconUrl(url), (route) => route.abort('internetdisconnected'));
      await page.goto('/');
      const websiteSection = section(page, 'websites');
      await websiteSection.scrollIntoViewIfNeeded();
      for (const site of websites) {
        const monogram = websiteSection.getByRole('img', { name: `${site.title} logo`, exact: true });
        await expect(monogram).toBeVisible();
        await expect(monogram).toHaveText(site.title.charAt(0).toUpperCase());
      }
      await expect(websiteSection.locator('img')).toHaveCount(0);
    });
  });

  test.describe('navigation', () => {
    /** The section links live in the phone menu on a phone: open it first there. */
    async function navLink(page: Page, name: string, isPhone: boolean): Promise<Locator> {
      if (isPhone) {
        await menuToggle(page).click();
        await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
      }
      return mainNav(page).getByRole('link', { name, exact: true });
    }

    test('About, Core Strengths and Contact scroll their section into view and set the address hash', async ({ page }, testInfo) => {
      const isPhone = testInfo.project.name === 'phone';
      // Where each link lands is the point here; the glide itself is checked by the motion tests
      // (resilience/a11y). Without it, no late layout on a busy machine can cut a long glide short.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const [label, id] of [
        ['About', 'about'],
        ['Core Strengths', 'strengths'],
        ['Contact', 'contact'],
      ] as const) {
        const heading = section(page, id).getByRole('heading', { level: 2 });
        await expect(heading, `#${id} starts out of view`).not.toBeInViewport();
        await (await navLink(page, label, isPhone)).click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expect(heading).toBeInViewport();
      }
    });

    test('the Showcase link goes to /showcase', async ({ page }, testInfo) => {
      await page.goto('/');
      await (await navLink(page, 'Showcase', testInfo.project.name === 'phone')).click();
      await expect(page).toHaveURL(/\/showcase$/);
      await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
    });

    test('on a wide screen the links show with no menu toggle', async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'the menu toggle is for narrow screens');
      await page.goto('/');
      for (const name of ['About', 'Core Strengths', 'Contact', 'Showcase']) {
        await expect(mainNav(page).getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(menuToggle(page)).toBeHidden();
    });

    test.describe('phone menu', () => {
      test.beforeEach(async ({ page }, testInfo) => {
        test.skip(testInfo.project.name !== 'phone', 'the menu toggle shows on narrow screens only');
        await page.goto('/');
      });

      test('hides the links until the toggle is pressed; the overlay dismisses it', async ({ page }) => {
        const toggle = menuToggle(page);
        const about = mainNav(page).getByRole('link', { name: 'About', exact: true });
        const overlay = page.getByTestId('menu-overlay');
        await expect(toggle).toHaveAccessibleName('Open menu');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(about).toBeHidden();
        await expect(overlay).toHaveCount(0);

        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(toggle).toHaveAccessibleName('Close menu');
        for (const name of ['About', 'Core Strengths', 'Contact', 'Showcase']) {
          await expect(mainNav(page).getByRole('link', { name, exact: true })).toBeVisible();
        }
        await expect(overlay).toBeVisible();

        // Well below the menu panel, on the dimmed page.
        const viewport = page.viewportSize();
        if (viewport === null) throw new Error('no viewport size');
        await overlay.click({ position: { x: viewport.width / 2, y: viewport.height - 40 } });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(overlay).toHaveCount(0);
        await expect(about).toBeHidden();
      });

      test('Escape closes it and puts focus back on the toggle', async ({ page }) => {
        const toggle = menuToggle(page);
        await toggle.click();
        const contact = mainNav(page).getByRole('link', { name: 'Contact', exact: true });
        await expect(contact).toBeVisible();
        await contact.focus();
        await expect(toggle).not.toBeFocused();
        await page.keyboard.press('Escape');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(page.getByTestId('menu-overlay')).toHaveCount(0);
        await expect(contact).toBeHidden();
        await expect(toggle).toBeFocused();
      });

      test('choosing a link closes it and goes to the section', async ({ page }) => {
        const toggle = menuToggle(page);
        await toggle.click();
        await mainNav(page).getByRole('link', { name: 'Core Strengths', exact: true }).click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(page.getByTestId('menu-overlay')).toHaveCount(0);
        await expect(page).toHaveURL(/#strengths$/);
        await expect(section(page, 'strengths').getByRole('heading', { level: 2 })).toBeInViewport();
      });
    });
  });

  test('back to top: absent at the top and at 400 px, shown past 500 px, and it returns to the top', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const backToTop = page.getByRole('button', { name: 'Back to top', exact: true });
    await nextFrames(page);
    await expect(backToTop).toHaveCount(0);
    await scrollToY(page, 400);
    await expect(backToTop).toHaveCount(0);
    await scrollToY(page, 900);
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'scroll position after Back to top' }).toBe(0);
    await expect(backToTop).toHaveCount(0);
  });

  test('fullscreen viewer: a case-study card image opens it with the image and title, Escape or Close closes it and focus returns; a design image and a logo open it', async ({ page }) => {
    await page.goto('/');
    await test.step('a case-study card image, closed with Escape', async () => {
      const study = first(caseStudies, 'case study');
      await openAndCloseViewer(page, thumb(section(page, 'work'), study.title), study);
    });
    await test.step('another case-study card image, closed with its Close button', async () => {
      const study = caseStudies.at(-1) ?? first(caseStudies, 'case study');
      await openAndCloseViewer(page, thumb(section(page, 'work'), study.title), study, 'Close button');
    });
    await test.step('a design image and a logo', async () => {
      const design = first(designs, 'design');
      await openAndCloseViewer(page, thumb(section(page, 'designs'), design.title), design);
      const logo = first(logos, 'logo');
      await expectCarouselReady(section(page, 'logos'));
      await openAndCloseViewer(page, thumb(section(page, 'logos'), logo.title), logo, 'Close button');
    });
  });
});

test.describe('showcase page', () => {
  test('the first case-study cover, in the first screen, is the page’s lead picture: a raster preloaded from <head>', async ({ page }) => {
    await page.goto('/showcase');
    const first = section(page, 'case-studies').getByRole('img', { name: /^Three phones showing the dark Fit-Ins fitness app/ }).first();
    await expectLeadPicture(page, first, 'raster');
  });

  test('on a wide screen the case studies are a carousel, each cover from a file as wide as it is drawn', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the case studies are a carousel from 1024 px');
    await page.goto('/showcase');
    const studies = section(page, 'case-studies');
    await expectCarouselReady(studies);
    await expect(studies.getByRole('status')).toHaveText(/^[1-3] \/ 3$/);
    await expect(thumbs(studies)).toHaveCount(3);
    // The carousel draws a card wider than the grid it replaces; a file chosen for the grid would be blurred.
    const covers = studies.getByRole('img');
    await expect(covers).toHaveCount(3);
    for (const cover of await covers.all()) {
      await expect
        .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth >= Math.floor(image.getBoundingClientRect().width * devicePixelRatio) - 1))
        .toBe(true);
    }
  });

  test('on a phone the case studies are a list of three cards, with no carousel controls; a card’s picture opens the viewer', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the case studies are a list below 1024 px');
    await page.goto('/showcase');
    const studies = section(page, 'case-studies');
    const readLinks = studies.getByRole('link', { name: /^Read case study: .+$/ });
    await expect(readLinks).toHaveCount(3);
    const boxes: { x: number; y: number }[] = [];
    for (const link of await readLinks.all()) {
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeVisible();
      await expect(link).toBeInViewport();
      const box = await link.boundingBox();
      if (box === null) throw new Error('a case-study link has no box');
      boxes.push({ x: box.x, y: box.y + (await page.evaluate(() => window.scrollY)) });
    }
    // A list: the cards stack down the page rather than sitting side by side in a row.
    for (let index = 1; index < boxes.length; index += 1) {
      const [above, below] = [boxes[index - 1], boxes[index]];
      if (above === undefined || below === undefined) throw new Error('missing box');
      expect(Math.abs(below.x - above.x)).toBeLessThan(2);
      expect(below.y).toBeGreaterThan(above.y);
    }
    await expect(studies.getByRole('button', { name: /slide$/ })).toHaveCount(0);
    await expect(studies.getByRole('status')).toHaveCount(0);
    // Every picture's round trip through the viewer is the desktop run's (one dialog at every width); here, the list's own opener.
    const study = first(caseStudies, 'case study');
    await openAndCloseViewer(page, thumb(studies, study.title), study);
  });

  test.describe('its content, links and viewer', () => {
    atOneWidth('desktop', 'the same head, grids, links and pictures at every width, and the viewer is one dialog; the phone’s list of case studies opens it in its own test above, and home’s viewer test taps it open at both widths');

    test('has its title, description and canonical path, a logo grid of 7, a design grid of 6 and a websites grid of 7, and a link back home', async ({ page }) => {
      const log = recordConsole(page);
      await page.goto('/showcase');
      await expectHead(page, loadPageHead('showcase'));
      const logoSection = section(page, 'logos');
      await expect(thumbs(logoSection)).toHaveCount(7);
      await expect(logoSection.getByRole('listitem')).toHaveCount(7);
      await expect(logoSection.getByRole('button', { name: /slide$/ })).toHaveCount(0);
      await expect(thumbs(section(page, 'designs'))).toHaveCount(6);
      await expect(section(page, 'websites').getByRole('link')).toHaveCount(7);
      const back = page.getByRole('navigation', { name: 'Back' }).getByRole('link', { name: 'Back to home', exact: true });
      await expect(back).toHaveAttribute('href', '/');
      await back.click();
      await expect(page).toHaveURL(/^[^#?]*\/\/[^/]+\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Maya Okafor');
      expect(log.appErrors()).toEqual([]);
    });

    test('every case-study, logo and design image opens the viewer', async ({ page }) => {
      test.slow(); // 14 open-and-close round trips
      await page.goto('/showcase');
      const study = first(caseStudies, 'case study');
      // On a wide screen the case studies are a lazily loaded carousel: open a card once it has arrived.
      await expectCarouselReady(section(page, 'case-studies'));
      await openAndCloseViewer(page, thumb(section(page, 'case-studies'), study.title), study);
      for (const logo of logos.slice(0, 7)) {
        await openAndCloseViewer(page, thumb(section(page, 'logos'), logo.title), logo);
      }
      for (const design of designs) {
        await openAndCloseViewer(page, thumb(section(page, 'designs'), design.title), design);
      }
    });

    test('a favicon that loads shows at size 128 and opens the viewer at size 256', async ({ page }) => {
      await page.route((url) => isFaviconUrl(url), serveFavicons);
      await page.goto('/showcase');
      const websiteSection = section(page, 'websites');
      await websiteSection.scrollIntoViewIfNeeded();
      const images = websiteSection.locator('img');
      await expect(images).toHaveCount(websites.length);
      await expect.poll(() => unfinishedImages(websiteSection)).toEqual([]);
      const sources = await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
      sources.forEach((src, index) => {
        const site = websites[index];
        if (site === undefined) throw new Error(`no website for image ${index}`);
        expect(src).toContain(encodeURIComponent(site.domain));
        expect(isFaviconUrl(new URL(src), 128), src).toBe(true);
      });
      const site = first(websites, 'website');
      const opener = thumb(websiteSection, site.title);
      await opener.click();
      const picture = viewer(page).getByRole('img', { name: `${site.title} icon`, exact: true });
      await expect(picture).toBeVisible();
      await expect(picture).toHaveAttribute('src', new RegExp(`${escapeRegExp(encodeURIComponent(site.domain))}.*[?&]sz=256|[?&]sz=256.*${escapeRegExp(encodeURIComponent(site.domain))}`));
      await page.keyboard.press('Escape');
      await expect(viewer(page)).toHaveCount(0);
      await expect(opener).toBeFocused();
    });

    test('the demo funnels section links to every funnel in funnels/', async ({ page }) => {
      const slugs = funnelSlugs();
      // SPEC §1's five, and issue 25's quiz built by config alone.
      expect(slugs, 'six demo funnels').toHaveLength(6);
      await page.goto('/showcase');
      const funnels = section(page, 'funnels');
      await funnels.scrollIntoViewIfNeeded();
      await expect(funnels.getByText('Demo funnels', { exact: true })).toBeVisible();
      const links = funnels.getByRole('link');
      await expect(links).toHaveCount(slugs.length);
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      expect([...hrefs].sort()).toEqual(slugs.map((slug) => `/funnels/${slug}`));
      const target = first(hrefs, 'funnel link');
      await funnels.locator(`a[href="${target}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(target)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
});

test.describe('at 320 px wide', () => {
  atOneWidth('phone', 'the viewport is set to 320 px here, so a second project would repeat it');
  for (const path of ['/', '/showcase', '/projects/medical-app']) {
    test(`${path} has no horizontal overflow`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 720 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Wait for the late layout: everything that starts as it is scrolled near (the carousel, where there is one),
      // and the web fonts.
      await scrollThrough(page);
      if (path !== '/showcase') {
        const carouselControls = page.getByRole('button', { name: 'Next slide', exact: true });
        await carouselControls.first().scrollIntoViewIfNeeded();
        await expect(carouselControls.first()).toBeVisible();
      }
      await page.evaluate(async () => {
        await document.fonts.ready;
      });
      await nextFrames(page);
      const { scrollWidth, wide } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          wide: Array.from(document.querySelectorAll('body *'))
            .filter((element) => element.getBoundingClientRect().right > 321 && element.closest('.swiper') === null)
            .slice(0, 5)
            .map((element) => `${element.tagName.toLowerCase()}${element.id === '' ? '' : `#${element.id}`} right=${Math.round(element.getBoundingClientRect().right)}`),
      }));
      expect(scrollWidth, `document wider than 320 px; wide elements: ${wide.join(', ')}`).toBeLessThanOrEqual(320);
    });
  }
});
