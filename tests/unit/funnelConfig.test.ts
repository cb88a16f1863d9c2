// @vitest-environment node
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { actionSchema } from '../../schemas/common.ts';
import { figureSchema } from '../../schemas/forecast.ts';
import { FUNNEL_FORMAT_VERSION } from '../../schemas/funnel.ts';
import { GA4_EVENT_NAMES } from '../../schemas/tracking.ts';
import { heroBlock } from '../../src/blocks/hero/schema.ts';
import { blockTypes } from '../../src/blocks/registry.ts';
import { loadContent } from '../../src/config/load/loadContent.ts';
import { loadFunnels } from '../../src/config/load/loadFunnels.ts';
import { loadProjectData } from '../../src/config/load/projectData.ts';
import { virtualModuleSource } from '../../src/site/projectDataPlugin.ts';
import { iconNames } from '../../src/ui/icons.ts';

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
    expect(funnels.map((funnel) => funnel.slug)).toEqual(['cinnamon', 'medical', 'northwind-coffee', 'plants', 'skincare', 'travel']);
    for (const funnel of funnels) {
      for (const step of Object.values(funnel.steps)) {
        for (const block of step.blocks) expect(blockTypes).toContain(block.type);
      }
    }
  });
});

// Most fixtures are written in format version 1 (`initial`, not `landing`), so every one of them also
// goes through the migration, and a problem is still reported at the path the file itself uses.
describe('a broken funnel file is explained by file, JSON path and reason', () => {
  const byFile = errorsByFile(loadFunnels(fixtures, 'broken').errors);
  const heroProps = Object.keys(heroBlock.shape).join(', ');
  const cases: [file: string, messages: string[]][] = [
    ['wrong-type.json', ['steps.order.blocks[0].price: expected number, received string']],
    [
      'unknown-block.json',
      [`steps.landing.blocks[1].type: unknown block type "herro" (did you mean "hero"?); known types: ${blockTypes.join(', ')}`],
    ],
    ['unknown-prop.json', [`steps.landing.blocks[0]: unknown property "colour"; allowed here: ${heroProps}`]],
    ['misspelt-prop.json', ['steps.landing.blocks[0]: unknown property "headline" (did you mean "heading"?)']],
    [
      'missing-field.json',
      [`steps.landing.blocks[0].heading: missing: expected a string ("…") — ${String(heroBlock.shape.heading.description)}`],
    ],
    [
      'unknown-icon.json',
      [`steps.thank-you.blocks[0].icon: "sunn" is not an option (did you mean "sun"?); expected one of: ${iconNames.join(', ')}`],
    ],
    ['bad-transition.json', ['steps.landing.on.ORDER: unknown property "to"; allowed here: target, delay, flag']],
    [
      'button-two-actions.json',
      [
        `steps.landing.blocks[0].actions[0]: "event" and "href" cannot be used together: keep one of them (${String(actionSchema.description)})`,
      ],
    ],
    [
      'unknown-version.json',
      [
        `version: this file is format version 3, but this site understands up to ${FUNNEL_FORMAT_VERSION} — update the site (git pull) or lower the version`,
      ],
    ],
    ['missing-version.json', [`version: missing: add "version": ${FUNNEL_FORMAT_VERSION} (the current format) at the top of the file`]],
    ['not-json.json', ['not valid JSON at line 1, column 32: a comma before "}" is not allowed in JSON: remove it']],
    ['missing-comma.json', ['not valid JSON at line 3, column 21: expected "," or "}" here: is a comma missing at the end of this line?']],
    [
      'Bad_Name.json',
      ['the file name is the URL slug: use lower-case letters, digits and dashes (e.g. summer-sale.json)'],
    ],
    // One typo, one line: the reachability echo of a missing target is left out.
    ['unknown-target.json', ['steps.landing.on.ORDER: no step "ordr" in steps (did you mean "order"?)']],
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
      [
        'initial: no step "home" in steps; the steps are: landing, order, thank-you',
        'steps.landing.path: only the landing step may have path ""',
      ],
    ],
    ['landing-path.json', ['steps.landing.path: the landing step must have path "" (it lives at /funnels/<slug>)']],
    ['duplicate-path.json', ['steps.thank-you.path: path "thank-you" is already used by step "order"']],
    ['reserved-event.json', ['steps.landing.on.SELECT: SELECT is reserved for the engine (order options send it)']],
    // The tracking plan: GA4's names and required parameters, and references to what this file holds.
    [
      'tracking-unknown-event.json',
      [`tracking.events[0].event: "purchse" is not an option (did you mean "purchase"?); expected one of: ${GA4_EVENT_NAMES.join(', ')}`],
    ],
    // Experiments: each rule of a split test, in the order a marketer meets them.
    ['experiment-weights.json', ['experiments[0].variants: the weights add up to 90 (control 50, b 40); they must add up to 100']],
    ['experiment-unknown-step.json', ['experiments[0].step: no step "ordr" in steps (did you mean "order"?)']],
    [
      'experiment-unknown-block.json',
      ['experiments[0].variants[1].changes[0].block: no block 7 on step "order": its 4 blocks are 0 to 3 (header, text, order-options, cta)'],
    ],
    [
      'experiment-unknown-event.json',
      ['experiments[0].goal.event: the tracking plan never fires "sign_up"; it fires page_view, purchase (add it to "tracking", or pick one of these)'],
    ],
    ['experiment-goal-unreachable.json', ['experiments[0].goal: variant "b" never reaches step "thank-you" from step "order"']],
    [
      'experiment-same-block.json',
      [
        'experiments[1].variants[1].changes[0].block: block 2 of step "order" (order-options) is already changed by experiment "bigger-first"; two experiments may not edit the same block',
      ],
    ],
    ['experiment-unreachable-step.json', ['experiments[0].variants[1]: with variant "b", step "details" can no longer be reached from the landing step']],
    ['experiment-bad-change.json', ['experiments[0].variants[1].changes[0].set.featured: in this variant, no option "largest" in options (did you mean "large"?)']],
    [
      'experiment-unhandled-event.json',
      ['experiments[0].variants[1].changes[0].replace.actions[0].event: in this variant, this step has no transition for "BUY"; it handles CHECKOUT'],
    ],
    [
      'experiment-changes-price.json',
      [
        'experiments[0].variants[1].changes[0]: a variant may not change what the step sells (order-options: its names, options and prices, which the tracking plan reports); change how it is shown, or sell something else on a step of its own',
      ],
    ],
    ['tracking-purchase-no-value.json', ['tracking.events[0].params: purchase needs "value" and "currency": GA4 records no revenue without them']],
    ['tracking-value-no-currency.json', ['tracking.events[0].params.currency: missing: a "value" needs a "currency" (e.g. "USD")']],
    ['tracking-no-items.json', ['tracking.events[0].params.items: missing: begin_checkout is an ecommerce event and needs "items"']],
    ['tracking-unknown-product.json', ['tracking.events[0].params.items[0].product: no product block is named "Plnat" (did you mean "Plant"?)']],
    ['tracking-unknown-choice.json', ['tracking.events[0].params.value.choice: no order-options block is named "bottle" (did you mean "bottles"?)']],
    ['tracking-unknown-offer.json', ['tracking.events[0].params.items[0].offer: step "order" shows no upsell block; steps with an upsell: none']],
    [
      'tracking-offer-no-price.json',
      [
        'tracking.events[0].params.value.offer: the upsell on step "order" has no regularPrice, so it has no price to use as a value; give it one or use a number',
      ],
    ],
    ['tracking-unknown-step.json', ['tracking.events[0].when.enter: no step "thank-yuo" in steps (did you mean "thank-you"?)']],
    [
      'tracking-unknown-transition.json',
      ['tracking.events[0].when.event: step "order" has no transition for "BYU" (did you mean "BUY"?); it handles BUY'],
    ],
    ['tracking-unknown-selection.json', ['tracking.events[0].when.choose: no order-options block is named "bottle" (did you mean "bottles"?)']],
    ['tracking-currency-mismatch.json', ['tracking.events[0].params.currency: "EUR", but the value is priced in USD in this file']],
    // The forecast: shares are shares, of steps, events, options and bumps the machine has, and each is sourced.
    ['forecast-share-range.json', ['forecast.steps.order.events.BUY.share: must be at most 1, found 1.5']],
    [
      'forecast-shares-over-one.json',
      ['forecast.steps.landing.events: the events that lead on add up to 1.1 (ORDER 0.7 + SKIP 0.4): over 1, since every visitor takes one of them or leaves'],
    ],
    ['forecast-options-over-one.json', ["forecast.steps.order.options.bottles: the options' shares add up to 1.2: over 1, since each visitor takes one option"]],
    [
      'forecast-unknown-step.json',
      ['forecast.steps.ordr: no step "ordr" in steps (did you mean "order"?)', 'forecast.steps: missing: step "order" can be reached and has ways on (BUY), so it needs its figures'],
    ],
    ['forecast-unknown-event.json', ['forecast.steps.order.events.BYU: step "order" has no transition for "BYU" (did you mean "BUY"?); it handles BUY']],
    ['forecast-unknown-option.json', ['forecast.steps.order.options.bottles.three: no option "three" in "bottles"; its options are one, two']],
    ['forecast-unknown-bump.json', ['forecast.steps.order.bumps.toner: no order-bump block named "toner" on step "order"; it shows cleanser']],
    ['forecast-missing-step.json', ['forecast.steps: missing: step "order" can be reached and has ways on (BUY), so it needs its figures']],
    ['forecast-missing-event.json', ['forecast.steps.landing.events: missing: a figure for "SKIP", which step "landing" handles']],
    [
      'forecast-no-source.json',
      [
        `forecast.steps.order.bumps.cleanser.source: missing: expected a string ("…") — ${String(figureSchema.shape.source.description)}`,
      ],
    ],
    // Answers' shares (a quiz's forecast): of a question the step asks, each option once, together 1.
    [
      'forecast-unknown-question.json',
      ['forecast.steps.mood.answers.moood: no question block named "moood" on step "mood" (did you mean "mood"?); it asks mood'],
    ],
    ['forecast-unknown-answer.json', ['forecast.steps.mood.answers.mood.clam: no option "clam" in the question "mood" (did you mean "calm"?); its options are calm, bold']],
    [
      'forecast-answers-over-one.json',
      ["forecast.steps.mood.answers.mood: the answers' shares add up to 1.1 (calm 0.7 + bold 0.4): over 1, since each visitor who answers picks one option"],
    ],
    [
      'forecast-answers-under-one.json',
      ["forecast.steps.time.answers.time: the answers' shares add up to 0.9: under 1, since each visitor who answers picks one of its options"],
    ],
    [
      'forecast-missing-answers.json',
      ['forecast.steps.time.answers: missing: the answers\' shares for the question "time" on step "time" (morning, evening, late)'],
    ],
    ['forecast-missing-answer.json', ['forecast.steps.time.answers.time: missing: a share for "late", an option of the question "time"']],
    // A form field's value has no way in: the parameters are a fixed list, none of which names a field.
    [
      'tracking-form-field.json',
      [
        'tracking.events[0].params: unknown property "email"; allowed here: value, currency, items, transaction_id, coupon, method, lead_source, item_list_id, item_list_name, question, answer, result',
      ],
    ],
    // Delivery (checkDelivery and the schema): a delivery that cannot work is refused, by file, path and reason.
    ['deliver-unknown-key.json', ['steps.landing.blocks[0].deliver: unknown property "webhok" (did you mean "webhook"?)']],
    [
      'deliver-not-https.json',
      [
        'steps.landing.blocks[0].deliver.webhook: expected an https:// address with a host name (what a visitor typed travels encrypted or not at all) (found "http://hooks.example.com/leads")',
      ],
    ],
    [
      'deliver-unknown-field.json',
      ['steps.landing.blocks[0].deliver.rename.fulName: this form has no field "fulName" (did you mean "fullName"?); its fields: fullName, email'],
    ],
    [
      'deliver-webhook-missing.json',
      ['steps.landing.blocks[0].deliver.webhook: missing: "to": "webhook" posts the form straight to a webhook, so it needs its https:// address'],
    ],
    [
      'deliver-two-forms.json',
      ['steps.landing.blocks[1].deliver: step "landing" already has a block that delivers (block 0): a step may have one, since it waits for one answer at a time'],
    ],
    ['deliver-no-target.json', ['steps.landing.on.SUBMIT: a form that delivers must lead to a step ("target"), where the visitor sees it went through']],
    [
      'deliver-split-test.json',
      [
        'experiments[0].variants[1].changes[0]: changes the form that delivers (block 0 of step "landing"): the worker checks a submission against the form as the step writes it, so a split test may not change it',
      ],
    ],
    // Questions and branches (checkBranches): each proof names the combination that falls through or the branch that is dead.
    [
      'branch-cannot-leave.json',
      [
        "steps.extra.on.NEXT: a visitor can fall through these branches, none of which holds for: brew is espresso (scores: dark 2, light 0, medium 0); add a branch for it or a last branch without \"if\" (the fallback)",
        "steps.extra.on.NEXT[0]: this branch (\"brew is filter\") can never be taken: it holds for no combination a visitor can arrive with",
        "steps.extra.on.NEXT[1]: this branch (\"brew is press\") can never be taken: it holds for no combination a visitor can arrive with",
        "steps.dark: no visitor can reach this step any more: every branch that leads here is never taken",
        "steps.extra.on: a visitor who reaches this step cannot leave it: none of its branches that lead on is ever taken",
      ],
    ],
    [
      'branch-dead.json',
      [
        "steps.brew.on.ANSWER[1]: this branch (\"brew is press\") can never be taken: every visitor it holds for is caught by a branch before it, e.g. brew is press (scores: dark 0, light 0, medium 2) takes branch [0] (\"brew is espresso or press\")",
        "steps.medium: no visitor can reach this step any more: every branch that leads here is never taken",
      ],
    ],
    [
      'branch-fallback-not-last.json',
      [
        "steps.brew.on.ANSWER[0]: only the last branch may leave out \"if\" (it is the fallback): the branches after it ([1]–[2]) could never be taken",
      ],
    ],
    [
      'branch-falls-through.json',
      [
        "steps.brew.on.ANSWER: a visitor can fall through these branches, none of which holds for: brew is press (scores: dark 0, light 0, medium 2); add a branch for it or a last branch without \"if\" (the fallback)",
        "steps.brew.on.ANSWER[2]: this branch (\"medium is at least 3\") can never be taken: it holds for no combination a visitor can arrive with",
        "steps.medium: no visitor can reach this step any more: every branch that leads here is never taken",
      ],
    ],
    [
      'branch-too-many-pages.json',
      [
        "steps: working without JavaScript takes 448 pages, one per combination of the earlier answers that later conditions read (on q2, q3, q4, q5), over the limit of 200: ask fewer questions whose answers a later condition reads (each one multiplies the pages of every question after it)",
      ],
    ],
    [
      'branch-unknown-option.json',
      [
        "steps.brew.on.ANSWER[0].if.isOneOf: question \"brew\" has no option \"expresso\" (did you mean \"espresso\"?)",
      ],
    ],
    [
      'branch-unknown-question.json',
      [
        "steps.brew.on.ANSWER[0].if.answer: no question block is named \"brw\" (did you mean \"brew\"?)",
      ],
    ],
    [
      'branch-unknown-score.json',
      [
        "steps.brew.on.ANSWER[0].if.highest: no option's \"points\" adds to a score \"drak\" (did you mean \"dark\"?)",
      ],
    ],
  ];

  it.each(cases)('%s', (file, messages) => {
    expect(byFile.get(`broken/${file}`)).toEqual(messages);
  });

  it('has a case for every fixture, so none is left unasserted', () => {
    expect([...byFile.keys()].sort()).toEqual(cases.map(([file]) => `broken/${file}`).sort());
  });
});

describe('the build', () => {
  const made: string[] = [];
  const tempProject = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'funnel-build-'));
    made.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });

  it('stops on a broken config, naming the file, the path and the reason', () => {
    const project = tempProject();
    mkdirSync(path.join(project, 'funnels'));
    mkdirSync(path.join(project, 'content'));
    copyFileSync(path.join(root, 'content/site.json'), path.join(project, 'content/site.json'));
    copyFileSync(path.join(fixtures, 'wrong-type.json'), path.join(project, 'funnels/plants.json'));
    expect(() => virtualModuleSource(project, 'virtual:funnels')).toThrow(
      'funnels/plants.json: steps.order.blocks[0].price: expected number, received string',
    );
  });

  it('reads a funnel file in an older format through its migrations, into the current format', () => {
    const project = tempProject();
    mkdirSync(path.join(project, 'funnels'));
    cpSync(path.join(root, 'content'), path.join(project, 'content'), { recursive: true });
    copyFileSync(path.join(root, 'tests/fixtures/migrations/v1-tea-shop.json'), path.join(project, 'funnels/tea.json'));
    const source = virtualModuleSource(project, 'virtual:funnels');
    const shipped: unknown = JSON.parse(source.slice('export default '.length, -';'.length));
    expect(shipped).toMatchObject([{ slug: 'tea', version: FUNNEL_FORMAT_VERSION, landing: 'welcome', delays: { submit: 600 } }]);
    expect(shipped).not.toMatchObject([{ initial: expect.anything() as unknown }]);
  });

  it('names a picture that is not in public/, with the nearest file that is', () => {
    expect(loadFunnels(path.join(root, 'tests/fixtures/missing-picture/funnels')).errors).toEqual([
      'funnels/picture.json: steps.landing.blocks[0].image.src: no file public/art/gardn.svg (did you mean "/art/garden.svg"?)',
    ]);
  });

  it('names a picture a content file names that is not in public/, as it does a funnel’s', () => {
    const project = tempProject();
    cpSync(path.join(root, 'content'), path.join(project, 'content'), { recursive: true });
    cpSync(path.join(root, 'tests/fixtures/missing-picture/public'), path.join(project, 'public'), { recursive: true });
    const logos = path.join(project, 'content/logos.json');
    writeFileSync(logos, readFileSync(logos, 'utf8').replace('"/art/logos/northwind-coffee.svg"', '"/art/gardn.svg"'));
    expect(loadContent(path.join(project, 'content')).errors).toContain('content/logos.json: [0].src: no file public/art/gardn.svg (did you mean "/art/garden.svg"?)');
  });

  it('ships plain validated data, with defaults applied, for a good config', () => {
    const project = tempProject();
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
