import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { loadProjectData } from '../../../src/config/load/projectData.ts';
import { asJson, caseStudyWalkthrough, UPLOAD, type FieldEntry } from '../../support/caseStudyWalkthrough.ts';
import { expect, test } from './studioServer.ts';

/*
 * docs/add-a-case-study.md done in the studio by a site owner's means alone
 * (fields, lists and buttons found by their names, never a JSON pane), with
 * the values the page gives, each stage proved to leave the files the page
 * says. One test a stage, each starting from the files the stage before
 * leaves (written by the test), so each stays short and a failure names its stage.
 * The cover is a new picture from the owner's computer: a PNG made here, of
 * the size the page gives. The dev server's public/ is the project's own; the
 * fixture removes what a test adds under public/art/.
 */

const project = path.resolve(import.meta.dirname, '../../..');
const walk = caseStudyWalkthrough(readFileSync(path.join(project, 'docs/add-a-case-study.md'), 'utf8'));
const id = `projects/${walk.slug}`;
const SCHEMA = { $schema: '../../schemas/project.schema.json' };
/** The case study after stage 2 (no screens: not valid, so the studio writes nothing), and after stage 3. */
const overview: Record<string, unknown> = { ...SCHEMA, ...asJson(walk.overview, walk.slug) };
const complete: Record<string, unknown> = { ...overview, screens: walk.screens.map((screen) => asJson(screen, walk.slug)) };
const asFile = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
/** Its card on the showcase, as stage 4 leaves it: the last of content/case-studies.json. */
const showcaseCard = {
  title: complete.title,
  href: `/${id}`,
  image: complete.cover,
  blurb: asJson(walk.card, walk.slug).blurb,
  tags: (complete.tags as string[]).slice(0, 3),
};

/** The page's cover: the file it uploads, where the studio writes it, and its size. */
const cover = overview.cover as { src: string; width: number; height: number };
const coverName = path.basename(cover.src);
/** A cover drawn for the test: a navy mug and a copper kettle on a warm table, as its alt text says. */
const coverPicture = () =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${String(cover.width)}" height="${String(cover.height)}" viewBox="0 0 1200 800">
      <defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4e6d4"/><stop offset="1" stop-color="#e9d2b6"/></linearGradient></defs>
      <rect width="1200" height="800" fill="url(#wall)"/><rect y="560" width="1200" height="240" fill="#8a5a3b"/>
      <rect x="330" y="330" width="260" height="250" rx="28" fill="#1e2a4a"/><path d="M590 390 q90 0 90 80 t-90 80" fill="none" stroke="#1e2a4a" stroke-width="30"/>
      <ellipse cx="460" cy="340" rx="118" ry="18" fill="#3b2416"/>
      <path d="M760 580 l40 -200 h140 l40 200 z" fill="#c8793f"/><path d="M800 380 q70 -60 140 0" fill="none" stroke="#c8793f" stroke-width="18"/>
      <circle cx="230" cy="610" r="46" fill="#d9b27c"/><circle cx="1020" cy="640" r="46" fill="#9b5f34"/><circle cx="130" cy="680" r="46" fill="#4a2a18"/>
    </svg>`),
  )
    .png()
    .toBuffer();

/** The cover where the studio wrote it, as stage 2 leaves it, for the stages after. */
async function placeCover() {
  const file = path.join(project, 'public', cover.src);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await coverPicture());
}

/** What `git status` finds new or changed under the project's public/ (its pictures), as paths from the project. */
function changedPictures(): string[] {
  const run = spawnSync('git', ['status', '--porcelain', '--untracked-files=all', '--', 'public'], { cwd: project, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git status failed: ${run.stderr}`);
  return run.stdout.split('\n').filter(Boolean).map((line) => line.slice(3));
}

/** A form field by its label (rjsf adds `*` to a required one's). */
const named = (name: string) => new RegExp(`^${name}\\*?$`);

/** One field filled as a person does: a picture picked by its file's name or uploaded from the computer, a number or a text typed. */
async function fillOne(scope: Locator, name: string, value: string | number) {
  if (name === UPLOAD) {
    const chooser = scope.page().waitForEvent('filechooser');
    await scope.getByRole('button', { name: UPLOAD }).click();
    await (await chooser).setFiles({ name: String(value), mimeType: 'image/png', buffer: await coverPicture() });
    await expect(scope.getByRole('status')).toHaveText(`Added public${cover.src} (${String(cover.width)} × ${String(cover.height)})`);
  } else if (name === 'src') await scope.getByRole('combobox', { name: named(name) }).selectOption({ label: String(value) });
  // By its label: a text with examples is a combobox (its suggestions), a number a spinbutton, others a textbox.
  else await scope.getByLabel(named(name), { exact: true }).fill(String(value));
}

/** A bullet of the page: a field, a list of texts (Add item for each), or a group of fields. */
async function fill(scope: Locator, { field, value }: FieldEntry) {
  if (typeof value !== 'object') {
    await fillOne(scope, field, value);
    return;
  }
  const group = scope.getByRole('group', { name: named(field) });
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      await group.getByRole('button', { name: 'Add item' }).click();
      await group.getByRole('textbox').nth(index).fill(item);
    }
  } else {
    const uploaded = UPLOAD in value;
    for (const [key, item] of Object.entries(value)) {
      // An uploaded picture's size is the file's own, filled in by the studio: the page's numbers are checked, not typed.
      if (uploaded && (key === 'width' || key === 'height')) await expect(group.getByRole('spinbutton', { name: named(key) })).toHaveValue(String(item));
      else await fillOne(group, key, item);
    }
  }
}

function studio(page: Page) {
  const inspector = page.getByRole('complementary', { name: 'Inspector' });
  return {
    inspector,
    form: (title: string) => inspector.getByRole('region', { name: title }),
    part: (name: string) => page.getByRole('navigation', { name: 'Content parts' }).getByRole('button', { name }),
    status: page.getByRole('banner').getByRole('status'),
  };
}

const parsed = (text: string | undefined): unknown => (text === undefined ? undefined : JSON.parse(text));
/** Keys in their order too: the file reads as the page's fields are listed. */
const inOrder = (value: unknown) => JSON.stringify(value);

test('stage 1 and 2: a taken or malformed slug is refused with the reason; the new case study keeps its overview, its new cover written, until it has a screen', async ({ page, studio: server }, testInfo) => {
  await page.goto(`${server.url}/__studio`);
  const slug = page.getByRole('textbox', { name: 'Case study slug' });
  const reasons = { [walk.refused[0] ?? '']: 'already exists', [walk.refused[1] ?? '']: 'expected a lower-case slug' };
  for (const [refused, reason] of Object.entries(reasons)) {
    await slug.fill(refused);
    await page.getByRole('button', { name: 'Add case study' }).click();
    await expect(page.getByRole('alert')).toContainText(reason);
  }
  expect(walk.refused).toHaveLength(2);
  expect(server.changedContent()).toEqual([]);
  // The page's first picture: the last refusal and its reason, under the field.
  await page.getByRole('alert').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('case-1-start.png') });

  await slug.fill(walk.slug);
  await page.getByRole('button', { name: 'Add case study' }).click();
  await expect(page).toHaveURL(new RegExp(`/__studio/content/${id}$`));
  const { form, status, inspector } = studio(page);
  const fields = form('Case study');
  for (const entry of walk.overview) await fill(fields, entry);
  await expect(status).toHaveText('Not written: 1 problem stands');
  await expect(inspector.getByRole('button', { name: `content/${id}.json: screens: missing: expected a list ([…]) — The app screens, in order; each opens full screen` })).toBeVisible();
  expect(server.readContent(id)).toBeUndefined();
  // The cover alone is written: the very bytes chosen, where the page says, and no other file of public/.
  expect(readFileSync(path.join(project, 'public', cover.src)).equals(await coverPicture())).toBe(true);
  expect(changedPictures()).toEqual([`public${cover.src}`]);
  expect(coverName).toBe(walk.overview.flatMap(({ value }) => (typeof value === 'object' && !Array.isArray(value) ? [value[UPLOAD]] : [])).find(Boolean));
  await page.screenshot({ path: testInfo.outputPath('case-2-overview.png') });
});

test('stage 3: two screens; the file is written once the first is complete, and is the page’s case study', async ({ page, studio: server }, testInfo) => {
  await placeCover();
  server.writeContent(id, asFile(overview));
  await page.goto(`${server.url}/__studio/content/${id}`);
  const { form, part, status, inspector } = studio(page);
  await part('Screens').click();
  const [first = [], second = []] = walk.screens;
  await inspector.getByRole('button', { name: 'Add screen' }).click();
  for (const entry of first) await fill(form('screen 1'), entry);
  await expect(status).toHaveText('Saved: the file is valid');
  await expect.poll(() => parsed(server.readContent(id))).toEqual({ ...overview, screens: [asJson(first, walk.slug)] });

  await inspector.getByRole('button', { name: 'Add screen' }).click();
  await expect(status).toHaveText('Not written: 8 problems stand');
  for (const entry of second) await fill(form('screen 2'), entry);
  await expect.poll(() => inOrder(parsed(server.readContent(id)))).toBe(inOrder(complete));
  await expect(status).toHaveText('Saved: the file is valid');
  const data = loadProjectData(server.dir);
  expect(data.errors).toEqual([]);
  expect(data.content?.projects.map((one) => one.slug)).toContain(walk.slug);
  // Its page in the studio's preview, drawn from the file just written.
  await expect(page.frameLocator(`iframe[title="Preview of /${id}"]`).getByRole('heading', { level: 1 })).toContainText(String(complete.headline));
  await page.screenshot({ path: testInfo.outputPath('case-3-screens.png') });
});

test('stage 4: on the showcase; its card, its page with Article data, and a diff of its two files and its picture alone', async ({ page, studio: server }, testInfo) => {
  await placeCover();
  server.writeContent(id, asFile(complete));
  await page.goto(`${server.url}/__studio/content/${id}`);
  const { form, part } = studio(page);
  await part('On the showcase').click();
  const card = form('On the showcase');
  await card.getByRole('button', { name: 'Show on the showcase' }).click();
  for (const entry of walk.card) await fill(card, entry);
  await expect.poll(() => (parsed(server.readContent('case-studies')) as unknown[] | undefined)?.at(-1)).toEqual(showcaseCard);
  await expect(card).toContainText('Card 4 of 4 on the showcase');
  // `git diff --stat` of the project with the stages' files: the case study, the showcase's list and the cover.
  expect([...server.changedContent().map((file) => `content/${file}`), ...changedPictures()].sort()).toEqual(['content/case-studies.json', `content/${id}.json`, `public${cover.src}`]);
  expect(server.contentDiff('case-studies').every((line) => line.startsWith('+') || line === '-  }')).toBe(true);

  // The studio's own previews: the showcase lists it, and its page has its headline and Article data.
  const showcase = page.frameLocator('iframe[title="Preview of /showcase"]');
  const own = page.frameLocator(`iframe[title="Preview of /${id}"]`);
  await expect(own.getByRole('heading', { level: 1 })).toContainText(String(complete.headline));
  const article = JSON.parse((await own.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
  expect(article).toMatchObject({ '@type': 'Article', headline: complete.headline });
  await expect(showcase.locator('#case-studies').getByRole('link', { name: String(complete.title) }).first()).toHaveAttribute('href', `/${id}`);
  // The first card's picture in, for the page's screenshot.
  await expect.poll(() => showcase.locator('#case-studies img').first().evaluate((picture: HTMLImageElement) => picture.complete && picture.naturalWidth > 0)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('case-4-showcase.png') });
});

test('stage 5: npm run build prerenders it: its page with its headline and Article data, and its card on the showcase', async ({ studio: server }) => {
  // A build of the whole site (client, server, prerender, the new cover's renditions): its own time, not a studio page's.
  test.setTimeout(240_000);
  await placeCover();
  server.writeContent(id, asFile(complete));
  server.writeContent('case-studies', asFile([...(parsed(server.readContent('case-studies')) as unknown[]), showcaseCard]));
  const outDir = mkdtempSync(path.join(tmpdir(), 'case-study-build-'));
  try {
    const run = spawnSync('npm', ['run', 'build', '--', '--outDir', outDir], { cwd: project, env: { ...process.env, SITE_DATA_DIR: server.dir }, encoding: 'utf8' });
    expect(run.status, `npm run build:\n${run.stdout}\n${run.stderr}`).toBe(0);
    const built = (route: string) => new JSDOM(readFileSync(path.join(outDir, ...route.split('/').filter(Boolean), 'index.html'), 'utf8')).window.document;
    const own = built(`/${id}`);
    expect(own.querySelector('h1')?.textContent).toContain(String(complete.headline));
    const article = JSON.parse(own.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as Record<string, unknown>;
    expect(article).toMatchObject({ '@type': 'Article', headline: complete.headline });
    const cards = [...built('/showcase').querySelectorAll('#case-studies a')].filter((link) => link.getAttribute('href') === `/${id}`);
    expect(cards.map((link) => link.textContent)).toContainEqual(expect.stringContaining(String(complete.title)));
    // The cover's renditions, made by the build as for the project's own pictures.
    expect(run.stdout).toMatch(/Artwork: \d+ renditions/);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});

test('a case study moved later, hidden from the showcase (its page stays), and another removed with its card', async ({ page, studio: server }) => {
  const hrefs = () => (parsed(server.readContent('case-studies')) as { href: string }[]).map((card) => card.href);
  const before = hrefs();
  await page.goto(`${server.url}/__studio/content/projects/fit-ins`);
  const { form, part } = studio(page);
  await part('On the showcase').click();
  const card = form('On the showcase');
  await card.getByRole('button', { name: 'Move later' }).click();
  await expect.poll(hrefs).toEqual([before[1], before[0], before[2]]);
  await card.getByRole('button', { name: 'Hide from the showcase' }).click();
  await expect.poll(hrefs).toEqual([before[1], before[2]]);
  await expect(card.getByRole('button', { name: 'Show on the showcase' })).toBeVisible();
  expect(server.contentDiff('projects/fit-ins')).toEqual([]);

  await page.goto(`${server.url}/__studio/content/projects/artisan-bakehouse`);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Remove case study' }).click();
  await expect(page).toHaveURL(new RegExp('/__studio/?$'));
  expect(server.readContent('projects/artisan-bakehouse')).toBeUndefined();
  expect(hrefs()).toEqual([before[1]]);
  expect(loadProjectData(server.dir).errors).toEqual([]);
});
