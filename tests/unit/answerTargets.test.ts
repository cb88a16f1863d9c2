// @vitest-environment node
import path from 'node:path';
import { transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Funnel } from '../../schemas/funnel.ts';
import { loadFunnels } from '../../src/config/load/loadFunnels.ts';
import { answerKeys } from '../../src/engine/conditions/answerKeys.ts';
import { answerPages } from '../../src/engine/conditions/answerPages.ts';
import { answerPath } from '../../src/engine/conditions/answerPaths.ts';
import { answerTargets } from '../../src/engine/conditions/answerTargets.ts';
import { createFunnelMachine, initialContext, type FunnelMachine } from '../../src/engine/createFunnelMachine.ts';
import { currentStep } from '../../src/engine/currentStep.ts';
import { stepUrl } from '../../src/engine/stepUrl.ts';

const { data: funnels } = loadFunnels(path.resolve(import.meta.dirname, '../../funnels'), 'funnels');
const quizzes = funnels.filter((funnel) => Object.values(funnel.steps).some((step) => step.blocks.some((block) => block.type === 'question')));

type Question = { name: string; event: string; options: readonly { id: string }[] };

/** The addresses as XState's own pure transition gives them: each answer sent to the machine, and where it ends. */
function byPureTransition(funnel: Funnel, machine: FunnelMachine, snapshot: ReturnType<FunnelMachine['resolveState']>, question: Question) {
  return question.options.map((option) => {
    const [next] = transition(machine, snapshot, { type: question.event, name: question.name, value: option.id });
    const target = currentStep(next);
    if (target === currentStep(snapshot)) return undefined;
    return answerKeys(funnel, target).length > 0 ? answerPath(funnel, target, next.context.answers) : stepUrl(funnel, target);
  });
}

describe('answerTargets', () => {
  it('has a quiz to check', () => {
    expect(quizzes.length).toBeGreaterThan(0);
  });

  it('gives, on every page of every question, the addresses the machine’s own transition goes to', () => {
    for (const funnel of quizzes) {
      const machine = createFunnelMachine(funnel);
      const pages = [
        ...Object.keys(funnel.steps).map((stepId) => ({ stepId, answers: {} })),
        ...answerPages(funnel).map((page) => ({ stepId: page.stepId, answers: page.answers })),
      ];
      let compared = 0;
      for (const { stepId, answers } of pages) {
        const snapshot = machine.resolveState({ value: stepId, context: initialContext(funnel, stepId, undefined, answers) });
        for (const block of funnel.steps[stepId]?.blocks ?? []) {
          if (block.type !== 'question') continue;
          expect(answerTargets(funnel, machine, snapshot, block), `${funnel.slug} ${stepId} ${JSON.stringify(answers)}`).toEqual(
            byPureTransition(funnel, machine, snapshot, block),
          );
          compared += 1;
        }
      }
      expect(compared, funnel.slug).toBeGreaterThan(3);
    }
  });

  it('leaves an answer the machine does not take on the step', () => {
    const [quiz] = quizzes;
    if (quiz === undefined) throw new Error('no quiz');
    const machine = createFunnelMachine(quiz);
    const stepId = Object.keys(quiz.steps).find((id) => quiz.steps[id]?.blocks.some((block) => block.type === 'question')) ?? '';
    const snapshot = machine.resolveState({ value: stepId, context: initialContext(quiz, stepId) });
    expect(answerTargets(quiz, machine, snapshot, { name: 'no-such-question', event: 'ANSWER', options: [{ id: 'x' }] })).toEqual([undefined]);
  });
});
