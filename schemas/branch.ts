import { z } from 'zod';
import { conditionSchema } from './condition.ts';

// The step id's rule is repeated here rather than imported: funnel.ts imports this file.
const stepId = z
  .string()
  .regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'expected a lower-case step id, e.g. thank-you')
  .meta({ title: 'step id', description: 'The step to go to (its id, a key of "steps")', examples: ['landing', 'thank-you'] });

export const branchSchema = z
  .strictObject({
    if: conditionSchema.optional().describe('What must hold for this branch to be taken; leave out on the last branch, the fallback'),
    target: stepId,
    flag: z
      .string()
      .regex(/^[a-z][a-zA-Z0-9]*$/)
      .optional()
      .meta({ description: 'A flag to switch on when this branch is taken, in camelCase', examples: ['quizDone'] }),
  })
  .meta({ title: 'branch', description: 'One way the event can lead: a condition and the step it leads to', examples: [{ if: { highest: 'dark' }, target: 'result-dark' }] });

export const branchListSchema = z
  .array(branchSchema)
  .min(1)
  .meta({
    title: 'branches',
    description:
      'Branches tried in order: the first whose "if" holds is taken. Only the last may leave out "if" (the fallback); npm run check proves that no answer falls through and that every branch can be taken',
    examples: [[{ if: { highest: 'dark' }, target: 'result-dark' }, { target: 'result-medium' }]],
  });

export type Branch = z.infer<typeof branchSchema>;
