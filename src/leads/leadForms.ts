import type { FormField } from '../../schemas/formField.ts';
import type { Funnel } from '../../schemas/funnel.ts';
import type { Site } from '../../schemas/site.ts';
import { deliveringForms } from '../engine/delivery/deliveringForms.ts';
import { DEFAULT_KEEP_DAYS } from '../engine/delivery/protocol.ts';
import { experimentTable, type ExperimentTable } from '../engine/experiments/experimentTable.ts';
import { normalizeTransition } from '../engine/normalizeTransition.ts';
import { stepUrl } from '../engine/stepUrl.ts';
import { englishWords } from '../i18n/englishWords.ts';
import { formWords, type FormWords } from '../i18n/FormWords.ts';

/**
 * A form the worker receives, as the build writes it into `_worker.js`:
 * plain data, so the worker reads no config. Only forms whose file says
 * `"to": "worker"` (a webhook-only form never reaches it).
 */
export interface LeadForm {
  /** The funnel's slug: every language's copy of a form keeps its leads as the one funnel's. */
  slug: string;
  /** The language of the form's page (a BCP 47 tag), which its leads record and its answers without JavaScript are in. */
  language: string;
  step: string;
  /** The step's own address, which the form posts to. */
  path: string;
  /** The form's event, which names it among the step's forms. */
  form: string;
  kind: 'form' | 'newsletter';
  /** What the worker checks a submission against: the fields the form was drawn from. */
  fields: FormField[];
  /** Where a visitor without JavaScript is sent once it is kept: the step its event leads to; undefined to stay. */
  next: string | undefined;
  /** A newsletter's thanks, shown on its step to a visitor without JavaScript. */
  thanks: string | undefined;
  webhook: string | undefined;
  rename: Record<string, string>;
  keepDays: number;
  /** The funnel's split tests, so a lead records the versions its visitor was shown. */
  experiments: ExperimentTable['experiments'];
  /** What the worker says of this form, in its page's language. */
  words: FormWords;
}

/** The words of the form on the page at a path: its page's language's (English's unless told). */
export type WordsAt = (path: string) => FormWords;

export const englishEverywhere: WordsAt = () => formWords(englishWords, 'en');

/** Every form of these funnels that the worker receives. */
export function leadForms(funnels: readonly Funnel[], site: Pick<Site, 'experiments'> | undefined, wordsAt: WordsAt = englishEverywhere): LeadForm[] {
  return funnels.flatMap((funnel) =>
    deliveringForms(funnel).flatMap((found): LeadForm[] => {
      const { delivery, block } = found;
      if (delivery.to !== 'worker') return [];
      const raw = funnel.steps[found.stepId]?.on[found.event];
      const target = raw === undefined ? undefined : normalizeTransition(raw).target;
      return [
        {
          slug: funnel.slug,
          // The portfolio's funnels are English.
          language: funnel.language ?? 'en',
          step: found.stepId,
          path: stepUrl(funnel, found.stepId),
          form: found.event,
          kind: block.type,
          fields: found.fields,
          next: target === undefined ? undefined : stepUrl(funnel, target),
          thanks: block.type === 'newsletter' ? block.thanks : undefined,
          webhook: delivery.webhook,
          rename: delivery.rename ?? {},
          keepDays: delivery.keepDays ?? DEFAULT_KEEP_DAYS,
          experiments: site?.experiments.enabled === false ? [] : experimentTable(funnel).experiments,
          words: wordsAt(stepUrl(funnel, found.stepId)),
        },
      ];
    }),
  );
}
