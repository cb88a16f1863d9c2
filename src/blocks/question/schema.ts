import { z } from 'zod';
import { eventNameSchema } from '../../../schemas/common.ts';
import { defineBlock } from '../defineBlock.ts';

export const questionOptionSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'expected an option id: lower-case words joined by single dashes, e.g. french-press')
    .meta({ description: 'The option’s id, lower-case with dashes; conditions and the tracking plan name the answer by it', examples: ['espresso'] }),
  label: z.string().min(1).describe('The answer as the visitor reads it, e.g. Espresso at home'),
  note: z.string().optional().describe('A small line under the label'),
  points: z
    .record(
      z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'expected a score name in camelCase, e.g. dark'),
      z.number().int().min(-100).max(100).describe('Points added to that score when this answer is given (whole numbers, may be negative)'),
    )
    .default({})
    .meta({
      description: 'Points this answer adds to named scores, e.g. { "dark": 2, "medium": 1 }; a condition can then pick the highest score or test a threshold',
      examples: [{ dark: 2, medium: 1 }],
    }),
});

export const questionBlock = defineBlock('question', 'One question with a single answer, as radio buttons in a form; the answer lives in the machine and its event picks the next step', {
  name: z
    .string()
    .regex(/^[a-z][a-zA-Z0-9]*$/)
    .meta({ description: 'The question’s name in camelCase, unique in the funnel; conditions and the tracking plan name it', examples: ['brew'] }),
  legend: z.string().min(1).describe('The question, shown as the page heading (h1), e.g. How do you brew your coffee?'),
  text: z.string().optional().describe('A sentence under the question'),
  options: z.array(questionOptionSchema).min(2).describe('The answers to choose from (at least 2); the browser asks for one before the form is sent'),
  submitLabel: z.string().min(1).default('Next').describe('The text on the button that sends the answer, e.g. Next'),
  event: eventNameSchema
    .default('ANSWER')
    .describe('The event sent with the answer; the step’s "on" map says where it leads, and may branch on the answer with conditions'),
});
