import { transition, type SnapshotFrom } from 'xstate';
import type { Funnel } from '../../../schemas/funnel.ts';
import type { FunnelMachine } from '../createFunnelMachine.ts';
import { currentStep } from '../currentStep.ts';
import { stepUrl } from '../stepRoutes.ts';
import { answerKeys } from './answerKeys.ts';
import { answerPath } from './answerPaths.ts';

/**
 * For each option of a question, the address of the page the machine goes
 * to when it is the answer, asked of the machine itself (a pure transition
 * from the visit as it stands), so a form sent before the script has loaded,
 * or without one, lands where the running machine would. Undefined for an
 * answer that leaves the visitor on the step.
 */
export function answerTargets(
  funnel: Funnel,
  machine: FunnelMachine,
  snapshot: SnapshotFrom<FunnelMachine>,
  question: { name: string; event: string; options: readonly { id: string }[] },
): (string | undefined)[] {
  const step = currentStep(snapshot);
  return question.options.map((option) => {
    const [next] = transition(machine, snapshot, { type: question.event, name: question.name, value: option.id });
    const target = currentStep(next);
    if (target === step) return undefined;
    return answerKeys(funnel, target).length > 0 ? answerPath(funnel, target, next.context.answers) : stepUrl(funnel, target);
  });
}
