// @vitest-environment node
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { DELIVERY_PAGE, withDeliveryTable } from '../../src/config/reference/deliveryTable.ts';
import { leadsWalkthrough } from '../support/leadsWalkthrough.ts';

const root = path.resolve(import.meta.dirname, '../..');
const walkthrough = leadsWalkthrough('leads-walkthrough-test-');
afterAll(() => {
  rmSync(walkthrough.dir, { recursive: true, force: true });
});

describe('docs/leads.md: Make a funnel that delivers', () => {
  it('has two stages after new:funnel: a booking step whose form delivers, then its webhook', () => {
    expect(walkthrough.stages).toHaveLength(2);
    expect(walkthrough.stages[0]).toContain('"deliver": { "to": "worker" }');
    expect(walkthrough.stages[1]).toContain('"webhook": "https://hooks.example.com/harbour-dental"');
  });

  it.each(walkthrough.stages.map((text, i) => [i + 2, text] as const))('stage %i leaves a project that npm run check accepts', (_stage, text) => {
    writeFileSync(walkthrough.file, text);
    expect(loadProjectData(walkthrough.dir).errors).toEqual([]);
  });

  it('lists the keys of "deliver" as generated from the schema (run `npm run schema`)', () => {
    const page = readFileSync(path.join(root, DELIVERY_PAGE), 'utf8');
    expect(page).toBe(withDeliveryTable(page));
    expect(page).toContain('| `keepDays` |');
  });
});
