import type { FunnelDefinition } from '../../../schemas/funnel.ts';
import { deliveringForms } from '../../engine/delivery/deliveringForms.ts';
import { normalizeTransition } from '../../engine/normalizeTransition.ts';
import { didYouMean } from '../messages/closest.ts';
import type { ConfigIssue } from '../messages/ConfigIssue.ts';

/**
 * The delivery rules zod cannot check alone, because they look across the
 * file: a renamed field is one the form has, and the form's event leads
 * where a worker can send a visitor without JavaScript (one step, or a
 * newsletter's flag: the worker has no answers to try branches on). A split
 * test may not change a delivering form or lead its event elsewhere: the
 * worker checks a submission against the form as written and sends the
 * visitor on as the step's own transition says.
 */
export function checkDelivery(funnel: FunnelDefinition): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const forms = deliveringForms(funnel);
  for (const form of forms) {
    const at = ['steps', form.stepId, 'blocks', form.index];
    // A step waits for one thing at a time: its delivering form's answer, or one delay.
    const first = forms.find((other) => other.stepId === form.stepId);
    if (first !== form) {
      issues.push({
        path: [...at, 'deliver'],
        message: `step "${form.stepId}" already has a block that delivers (block ${String(first?.index)}): a step may have one, since it waits for one answer at a time`,
      });
    }
    const waiting = Object.entries(funnel.steps[form.stepId]?.on ?? {}).find(
      ([event, raw]) =>
        !forms.some((other) => other.stepId === form.stepId && other.event === event) && !Array.isArray(raw) && normalizeTransition(raw).delay !== undefined,
    );
    if (waiting !== undefined) {
      issues.push({
        path: ['steps', form.stepId, 'on', waiting[0], 'delay'],
        message: `step "${form.stepId}" has a form that delivers, which is the one thing it waits for; ${waiting[0]} may not wait too`,
      });
    }
    const names = form.fields.map((field) => field.name);
    for (const key of Object.keys(form.delivery.rename ?? {})) {
      if (!names.includes(key)) {
        issues.push({
          path: [...at, 'deliver', 'rename', key],
          message: `this ${form.block.type} has no field "${key}"${didYouMean(key, names)}; its fields: ${names.join(', ')}`,
        });
      }
    }
    const raw = funnel.steps[form.stepId]?.on[form.event];
    if (raw !== undefined && Array.isArray(raw)) {
      issues.push({
        path: ['steps', form.stepId, 'on', form.event],
        message: `a form that delivers leads to one step: a list of branches needs the visitor's answers, which the worker that receives the form does not have`,
      });
    } else if (raw !== undefined && form.block.type === 'form' && normalizeTransition(raw).target === undefined) {
      issues.push({
        path: ['steps', form.stepId, 'on', form.event],
        message: `a form that delivers must lead to a step ("target"), where the visitor sees it went through`,
      });
    }
    funnel.experiments.forEach((experiment, e) => {
      if (experiment.step !== form.stepId) return;
      experiment.variants.forEach((variant, v) => {
        variant.changes.forEach((change, c) => {
          if (change.block === form.index) {
            issues.push({
              path: ['experiments', e, 'variants', v, 'changes', c],
              message: `changes the ${form.block.type} that delivers (block ${String(form.index)} of step "${form.stepId}"): the worker checks a submission against the form as the step writes it, so a split test may not change it`,
            });
          }
        });
        if (Object.hasOwn(variant.on, form.event)) {
          issues.push({
            path: ['experiments', e, 'variants', v, 'on', form.event],
            message: `leads ${form.event} elsewhere, but it is the event of a form that delivers: without JavaScript the worker sends the visitor where the step's own transition leads`,
          });
        }
      });
    });
  }
  return issues;
}
