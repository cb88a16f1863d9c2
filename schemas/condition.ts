import { z } from 'zod';

const camelName = /^[a-z][a-zA-Z0-9]*$/;
const optionId = /^[a-z0-9-]+$/;

const questionName = z
  .string()
  .regex(camelName, 'expected the "name" of a question block in this file, in camelCase')
  .meta({ description: 'The "name" of a question block in this file', examples: ['brew'] });
const choiceName = z
  .string()
  .regex(camelName, 'expected the "name" of an order-options block in this file, in camelCase')
  .meta({ description: 'The "name" of an order-options block in this file', examples: ['bottles'] });
const scoreName = z
  .string()
  .regex(camelName, 'expected a score name in camelCase, one that an option’s "points" adds to')
  .meta({ description: 'A score that the options’ "points" add to', examples: ['dark'] });
const option = z.string().regex(optionId, 'expected an option id, lower-case with dashes');
const options = z.array(option).min(1);

const leafConditions = [
  z.strictObject({ answer: questionName, is: option.describe('The option id the answer must be') }).describe('The visitor answered that question with that option'),
  z
    .strictObject({ answer: questionName, isOneOf: options.describe('Option ids, any of which will do') })
    .describe('The visitor answered that question with one of these options'),
  z.strictObject({ choice: choiceName, is: option.describe('The option id that must be chosen') }).describe('That order-options block is on that option'),
  z.strictObject({ choice: choiceName, isOneOf: options.describe('Option ids, any of which will do') }).describe('That order-options block is on one of these options'),
  z
    .strictObject({ flag: z.string().regex(camelName).meta({ description: 'A flag that a transition switches on', examples: ['newsletterSubmitted'] }) })
    .describe('That flag has been switched on'),
  z.strictObject({ highest: scoreName }).describe('No other score is higher than this one (on a tie, the earlier branch wins)'),
  z.strictObject({ score: scoreName, atLeast: z.number().describe('The lowest total that holds') }).describe('That score has reached the number'),
  z.strictObject({ score: scoreName, below: z.number().describe('The first total that no longer holds') }).describe('That score is under the number'),
] as const;

export const simpleConditionSchema = z.union(leafConditions).meta({
  title: 'simple condition',
  description: 'One test: { "answer": question, "is": option } or "isOneOf", { "choice": order-options name, "is" / "isOneOf" }, { "flag": name }, { "highest": score }, or { "score": name, "atLeast" / "below": n }',
  examples: [{ answer: 'brew', is: 'espresso' }, { highest: 'dark' }],
});

/**
 * A condition on what a visitor has answered, chosen or switched on: one
 * test, or all / any of several (one level deep, which reads plainly and
 * keeps the JSON Schema free of recursion). Plain data, so the machine that
 * tests it stays serialisable and can say it in words.
 */
export const conditionSchema = z
  .union([
    ...leafConditions,
    z.strictObject({ all: z.array(simpleConditionSchema).min(1).describe('Simple conditions that must all hold') }).describe('Every one of these holds'),
    z.strictObject({ any: z.array(simpleConditionSchema).min(1).describe('Simple conditions of which one must hold') }).describe('At least one of these holds'),
  ])
  .meta({
    title: 'condition',
    description:
      'What must hold for a branch to be taken: a simple condition ({ "answer": question, "is": option }, { "highest": score }…), or { "all": [...] } / { "any": [...] } of simple ones',
    examples: [{ answer: 'brew', is: 'espresso' }, { highest: 'dark' }, { all: [{ answer: 'brew', is: 'filter' }, { score: 'light', atLeast: 4 }] }],
  });

export type SimpleCondition = z.infer<typeof simpleConditionSchema>;
export type Condition = z.infer<typeof conditionSchema>;
