import type { ErrorSchema } from '@rjsf/utils';
import type { StudioProblem } from './funnelDocument.ts';

/** Whether `path` starts with `prefix`. */
export function startsWith(path: readonly (string | number)[], prefix: readonly (string | number)[]): boolean {
  return prefix.every((part, index) => String(path[index]) === String(part));
}

/** The problems at or under a field of the funnel file (a block, a step's `on`, `tracking`…). */
export function problemsUnder(problems: readonly StudioProblem[], prefix: readonly (string | number)[]): StudioProblem[] {
  return problems.filter((problem) => startsWith(problem.path, prefix));
}

/**
 * The problems under `prefix`, as the error schema a form draws at its
 * fields: each field shows the line `npm run check` prints for it, word for
 * word. A problem about the part as a whole shows at the form's top.
 */
export function errorSchemaAt(problems: readonly StudioProblem[], prefix: readonly (string | number)[]): ErrorSchema {
  const schema: Record<string, unknown> = {};
  for (const problem of problemsUnder(problems, prefix)) {
    let node = schema;
    for (const part of problem.path.slice(prefix.length)) {
      const key = String(part);
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    const errors = (node.__errors ??= []) as string[];
    errors.push(problem.line);
  }
  return schema as ErrorSchema;
}
