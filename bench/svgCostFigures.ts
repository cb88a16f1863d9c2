/**
 * `npx tsx bench/svgCostFigures.ts`: the figures the picture rule's cost limits (src/config/pictures/svgCostLimits.ts)
 * are set from, as docs/artwork.md gives them: for the site's own drawings (every SVG under public/), the largest of each figure the rule reads, and the CPU time librsvg takes to draw each at its own
 * size, as the rule draws it; then each crafted file of tests/fixtures/svg/refused/cost/, drawn within the budget
 * (its time, or where it was stopped). The counts are read from the file as a browser parses it, without the
 * allow-list's pass; the draws go through the rule's own child process.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { drawSvg, type DrawOutcome } from '../src/config/pictures/drawSvg.ts';
import { svgCostFindings, type DrawCostFigures } from '../src/config/pictures/svgCostFindings.ts';
import { DRAW_BUDGET_MS, MAX_BLUR_SHARE, MAX_FILTER_REGION_OF_BOX, MAX_FILTER_REGION_OF_DRAWING, MAX_NUM_OCTAVES, MAX_SHAPES_AFTER_USE, MAX_SVG_PIXELS } from '../src/config/pictures/svgCostLimits.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const COST_DIR = path.join(ROOT, 'tests/fixtures/svg/refused/cost');

const { window } = new JSDOM('');
const figuresOf = (text: string) => svgCostFindings(new window.DOMParser().parseFromString(text, 'image/svg+xml').documentElement, () => 0).figures;
const round = (value: number) => Math.round(value).toLocaleString('en');
const outcome = (drawn: DrawOutcome) =>
  drawn.kind === 'drawn' ? `drawn in ${round(drawn.ms)} ms` : drawn.kind === 'over' ? `${drawn.stopped ? 'stopped at' : 'over the budget:'} ${round(drawn.ms)} ms` : `not drawn: ${drawn.reason}`;

interface Row extends DrawCostFigures {
  file: string;
  pixels: number;
  size: string;
  ms: number;
}

const files = execFileSync('git', ['ls-files', 'public/*.svg'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n');
const rows: Row[] = [];
for (const file of files) {
  const bytes = readFileSync(path.join(ROOT, file));
  const { width, height } = await sharp(bytes).metadata();
  const drawn = await drawSvg(bytes);
  rows.push({ file, ...figuresOf(bytes.toString('utf8')), pixels: width * height, size: `${String(width)} × ${String(height)}`, ms: drawn.kind === 'drawn' ? drawn.ms : Infinity });
}

const largest = (key: keyof DrawCostFigures | 'pixels' | 'ms', shown: (row: Row) => string, limit: string) => {
  const [top] = [...rows].sort((a, b) => b[key] - a[key]);
  if (top === undefined || top[key] === 0) console.log(`${key.padEnd(16)} ${'none'.padEnd(22)} ${''.padEnd(52)} limit ${limit}`);
  else console.log(`${key.padEnd(16)} ${shown(top).padEnd(22)} ${top.file.padEnd(52)} limit ${limit}`);
};
console.log(`The site's own ${String(rows.length)} drawings, the largest of each figure:\n`);
largest('shapes', (row) => round(row.shapes), MAX_SHAPES_AFTER_USE.toLocaleString('en'));
largest('numOctaves', (row) => String(row.numOctaves), String(MAX_NUM_OCTAVES));
largest('blurShare', (row) => `${(row.blurShare * 100).toFixed(1)}%`, `${String(MAX_BLUR_SHARE * 100)}%`);
largest('regionOfBox', (row) => `${String(row.regionOfBox)} times`, `${String(MAX_FILTER_REGION_OF_BOX)} times`);
largest('regionOfDrawing', (row) => `${String(row.regionOfDrawing)} times`, `${String(MAX_FILTER_REGION_OF_DRAWING)} times`);
largest('pixels', (row) => `${row.size} px`, `${MAX_SVG_PIXELS.toLocaleString('en')} px`);
largest('ms', (row) => `${round(row.ms)} ms of CPU`, `${DRAW_BUDGET_MS.toLocaleString('en')} ms`);
console.log('\nThe next dearest to draw:');
for (const row of [...rows].sort((a, b) => b.ms - a.ms).slice(1, 4)) console.log(`  ${round(row.ms)} ms  ${row.file} (${row.size})`);

console.log(`\nThe crafted files of ${path.relative(ROOT, COST_DIR)}/, drawn as the rule draws them (a budget of ${DRAW_BUDGET_MS.toLocaleString('en')} ms):\n`);
for (const name of readdirSync(COST_DIR).sort()) {
  const bytes = readFileSync(path.join(COST_DIR, name));
  const { shapes, numOctaves } = figuresOf(bytes.toString('utf8'));
  console.log(`  ${name.padEnd(24)} ${outcome(await drawSvg(bytes)).padEnd(64)} (${round(shapes)} shapes after <use>, ${String(numOctaves)} octaves)`);
}
