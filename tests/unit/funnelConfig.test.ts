import { copyFileSync, cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockTypes } from '../../src/blocks/registry.ts';
import { loadFunnels } from '../../src/build/loadFunnels.ts';
import { loadProjectData } from '../../src/build/projectData.ts';
import { virtualModuleSource } from '../../src/build/projectDataPlugin.ts';

const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(root, 'tests/fixtures/broken-funnels');

/** Errors grouped by the file they name, for exact assertions per fixture. */
function errorsByFile(errors: readonly string[]): Map<string, string[]> {
  const byFile = new Map<string, string[]>();
  for (const line of errors) {
    const file = line.slice(0, line.indexOf(': '));
    byFile.set(file, [...(byFile.get(file) ?? []), line.slice(file.length + 2)]);
  }
  return byFile;
}

describe('the funnels that ship', () => {
  it('all validate, with every block type registered and every graph rule met', () => {
    const { funnels, errors } = loadProjectData(root);
    expect(errors).toEqual([]);
    expect(funnels.map((funnel) => funnel.slug)).toEqual(['cinnamon', 'medical', 'plants', 'skincare', 'travel']);
    for (const funnel of funnels) {
      for (const step of Object.values(funnel.steps)) {
        for (const block of step.blocks) expect(blockTypes).toContain(block.type);
      }
    }
  });
});

describe('a broken funnel file is explained by file, JSON path and reason', () => {
  const byFile = errorsByFile(loadFunnels(fixtures, 'broken').errors);
  const cases: [file: string, messages: string[]][] = [
    ['wrong-type.json', ['steps.order.blocks[0].price: expected number, received string']],
    ['unknown-block.json', [`steps.landing.blocks[1].type: unknown block type; known types: ${blockTypes.join(', ')}`]],
    ['unknown-prop.json', ['steps.landing.blocks[0]: unknown property "colour"']],
    ['unknown-version.json', ['version: expected 1']],
    ['not-json.json', ['not valid JSON: Expected double-quoted property name in JSON at position 33']],
    [
      'Bad_Name.json',
      ['the file name is the URL slug: use lower-case letters, digits and dashes (e.g. summer-sale.json)'],
    ],
    [
      'unknown-target.json',
      [
        'steps.landing.on.ORDER: no step "ordr" in steps (did you mean "order"?)',
        'steps.order: not reachable from the landing step "landing"',
        'steps.thank-you: not reachable from the landing step "landing"',
        'steps.landing: no path from this step to a final (thank-you) step',
      ],
    ],
    ['unreachable-step.json', ['steps.orphan: not reachable from the landing step "landing"']],
    [
      'dead-end.json',
      [
        'steps.order.on: a step that is not final needs a transition to another step',
        'steps.thank-you: not reachable from the landing step "landing"',
        'steps.landing: no path from this step to a final (thank-you) step',
        'steps.order: no path from this step to a final (thank-you) step',
      ],
    ],
    [
      'no-way-to-thank-you.json',
      [
        'steps.thank-you: not reachable from the landing step "landing"',
        'steps.landing: no path from this step to a final (thank-you) step',
        'steps.order: no path from this step to a final (thank-you) step',
      ],
    ],
    [
      'no-final-step.json',
      [
        'steps: no step is marked "final": true, so the funnel has no thank-you page',
        'steps.thank-you.on: a step that is not final needs a transition to another step',
      ],
    ],
    ['unknown-delay.json', ['steps.order.on.BUY.delay: no delay "sumbit" in delays (did you mean "submit"?)']],
    ['two-delays.json', ['steps.order.on: at most one transition per step may have a delay']],
    [
      'unhandled-event.json',
      ['steps.landing.blocks[0].actions[0].event: this step has no transition for "ORDR" (did you mean "ORDER"?); it handles ORDER'],
    ],
    [
      'unknown-anchor.json',
      ['steps.landing.blocks[0].actions[1].scrollTo: no block with id "bookng" on this step (did you mean "booking"?)'],
    ],
    ['bad-default-option.json', ['steps.order.blocks[0].default: no option "three" in options']],
    [
      'unknown-initial.json',
      ['initial: no step "home" in steps', 'steps.landing.path: only the landing step may have path ""'],
    ],
    ['landing-path.json', ['steps.landing.path: the landing step must have path "" (it lives at /funnels/<slug>)']],
    ['duplicate-path.json', ['steps.thank-you.path: path "thank-you" is already used by step "order"']],
    ['reserved-event.json', ['steps.landing.on.SELECT: SELECT is reserved for the engine (order options send it)']],
  ];

  it.each(cases)('%s', (file, messages) => {
    expect(byFile.get(`broken/${file}`)).toEqual(messages);
  });

  it('has a case for every fixture, so none is left unasserted', () => {
    expect([...byFile.keys()].sort()).toEqual(cases.map(([file]) => `broken/${file}`).sort());
  });
});

describe('the build', () => {
  it('stops on a broken config, naming the file, the path and the reason', () => {
    const project = mkdtempSync(path.join(tmpdir(), 'funnel-build-'));
    mkdirSync(path.join(project, 'funnels'));
    mkdirSync(path.join(project, 'content'));
    copyFileSync(path.join(root, 'content/site.json'), path.join(project, 'content/site.json'));
    copyFileSync(path.join(fixtures, 'wrong-type.json'), path.join(project, 'funnels/plants.json'));
    expect(() => virtualModuleSource(project, 'virtual:funnels')).toThrow(
      'funnels/plants.json: steps.order.blocks[0].price: expected number, received string',
    );
  });

  it('ships plain validated data, with defaults applied, for a good config', () => {
    const project = mkdtempSync(path.join(tmpdir(), 'funnel-build-'));
    mkdirSync(path.join(project, 'funnels'));
    cpSync(path.join(root, 'content'), path.join(project, 'content'), { recursive: true });
    copyFileSync(path.join(root, 'funnels/plants.json'), path.join(project, 'funnels/garden.json'));
    writeFileSync(path.join(project, 'funnels/README.txt'), 'not a funnel');
    const { funnels, errors } = loadProjectData(project);
    expect(errors).toEqual([]);
    expect(funnels.map((funnel) => funnel.slug)).toEqual(['garden']);
    expect(funnels[0]?.steps['thank-you']?.on).toEqual({});
  });
});
