import type { SnapshotFrom } from 'xstate';
import type { Funnel } from '../../../schemas/funnel.ts';
import type { FunnelMachine } from '../createFunnelMachine.ts';
import { currentStep } from '../currentStep.ts';
import { stepUrl } from '../stepUrl.ts';
import { answerKeys } from './answerKeys.ts';
import { answerPath } from './answerPaths.ts';
import { answersAfter } from './answersAfter.ts';

/**
 * For each option of a question, the address of the page the machine goes
 * to when it is the answer, asked of the machine itself (the transition it
 * would take from the visit as it stands, its guards asked of the snapshot),
 * so a form sent before the script has loaded, or without one, lands where
 * the running machine would. Undefined for an answer that leaves the visitor
 * on the step.
 *
 * It reads the transition (getTransitionData) rather than making it with
 * XState's pure `transition()`, which builds a whole actor first, its initial
 * state and that state's entry actions, on every call: the question's page
 * asks this on every render, and at 4× CPU those actors were a third of the
 * main thread's work in the tap that opens the quiz.
 */
export function answerTargets(
  funnel: Funnel,
  machine: FunnelMachine,
  snapshot: SnapshotFrom<FunnelMachine>,
  question: { name: string; event: string; options: readonly { id: string }[] },
): (string | undefined)[] {
  const step = currentStep(snapshot);
  return question.options.map((option) => {
    const event = { type: question.event, name: question.name, value: option.id };
    const [taken] = machine.getTransitionData(snapshot, event);
    const target = taken?.target?.[0]?.path[0];
    if (target === undefined || target === step) return undefined;
    // What the machine's `answer` action keeps, computed by the same function.
    const answers = answersAfter(snapshot.context.answers, snapshot.context.points, event, question.name);
    return answerKeys(funnel, target).length > 0 ? answerPath(funnel, target, answers) : stepUrl(funnel, target);
  });
}
