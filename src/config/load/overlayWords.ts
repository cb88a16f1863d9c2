import type { ConfigIssue } from '../messages/ConfigIssue.ts';

/**
 * Fields whose strings are the funnel's structure, not its words: events, field names and option values,
 * addresses, pictures, looks. A translation that changed one would be another funnel (another tracking plan,
 * other leads, another split test), so a words file may not hold one.
 */
const STRUCTURE = new Set([
  'type', 'event', 'name', 'value', 'id', 'href', 'to', 'path', 'src', 'icon', 'layout', 'variant', 'mode', 'autocomplete',
  'inputmode', 'pattern', 'featured', 'choice', 'product', 'offer', 'currency', 'target', 'delay', 'tone', 'accent',
]);

/** The parts of a funnel file a words file may cover. */
const TOP = new Set(['$schema', 'title', 'pitch', 'steps']);
const STEP = new Set(['title', 'description', 'blocks']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const kind = (value: unknown): string => (Array.isArray(value) ? 'a list' : value === null ? 'null' : typeof value === 'object' ? 'an object' : `a ${typeof value}`);

/** A value of the funnel with the words' value laid over it: strings replaced, objects by key, lists by place. */
function overlay(funnel: unknown, words: unknown, at: readonly PropertyKey[], issues: ConfigIssue[]): unknown {
  if (typeof funnel === 'string') {
    if (typeof words === 'string') return words;
    issues.push({ path: at, message: `expected a string, as the funnel has here; found ${kind(words)}` });
    return funnel;
  }
  if (Array.isArray(funnel)) {
    if (!Array.isArray(words)) {
      issues.push({ path: at, message: `expected a list, as the funnel has here (its entries by place); found ${kind(words)}` });
      return funnel;
    }
    if (words.length > funnel.length) issues.push({ path: [...at, funnel.length], message: `the funnel has ${String(funnel.length)} entries here, and this is one more` });
    const said: readonly unknown[] = words;
    return funnel.map((entry: unknown, index) => (index < said.length && said[index] !== null ? overlay(entry, said[index], [...at, index], issues) : entry));
  }
  if (isRecord(funnel)) {
    if (!isRecord(words)) {
      issues.push({ path: at, message: `expected an object, as the funnel has here; found ${kind(words)}` });
      return funnel;
    }
    const merged: Record<string, unknown> = { ...funnel };
    for (const [key, value] of Object.entries(words)) {
      if (STRUCTURE.has(key)) issues.push({ path: [...at, key], message: `"${key}" is not a word: it is the funnel's structure, the same in every language` });
      else if (!Object.hasOwn(funnel, key)) issues.push({ path: [...at, key], message: 'the funnel has no such field here' });
      else merged[key] = overlay(funnel[key], value, [...at, key], issues);
    }
    return merged;
  }
  issues.push({ path: at, message: `not a word: the funnel has ${kind(funnel)} here, the same in every language` });
  return funnel;
}

/**
 * A funnel's file (as the current format) with one language's words laid over it: its title and pitch, and each
 * step's title, description and blocks' strings, lists by place. Every step needs its words. The issues are at
 * the words file's paths; the funnel is the merged one, to be checked as any funnel is.
 */
export function overlayWords(funnel: Record<string, unknown>, words: unknown, language: string): { merged: Record<string, unknown>; issues: ConfigIssue[] } {
  const issues: ConfigIssue[] = [];
  if (!isRecord(words)) return { merged: funnel, issues: [{ path: [], message: `expected the funnel's words in ${language}: { "title": …, "steps": { … } }; found ${kind(words)}` }] };
  const merged: Record<string, unknown> = { ...funnel };
  for (const key of Object.keys(words)) {
    if (!TOP.has(key)) issues.push({ path: [key], message: 'not a funnel’s words: a words file holds title, pitch and steps (their title, description and blocks)' });
  }
  for (const key of ['title', 'pitch'] as const) {
    if (words[key] !== undefined) merged[key] = overlay(funnel[key], words[key], [key], issues);
  }
  const steps = isRecord(funnel.steps) ? funnel.steps : {};
  const wordsSteps = isRecord(words.steps) ? words.steps : {};
  if (words.steps !== undefined && !isRecord(words.steps)) issues.push({ path: ['steps'], message: `expected an object of the funnel's steps; found ${kind(words.steps)}` });
  const mergedSteps: Record<string, unknown> = {};
  for (const [id, step] of Object.entries(steps)) {
    const said = wordsSteps[id];
    if (said === undefined) {
      issues.push({ path: ['steps', id], message: `missing: step "${id}" has no words in ${language}` });
      mergedSteps[id] = step;
      continue;
    }
    if (!isRecord(said) || !isRecord(step)) {
      issues.push({ path: ['steps', id], message: `expected the step's words: { "title": …, "description": …, "blocks": [ … ] }; found ${kind(said)}` });
      mergedSteps[id] = step;
      continue;
    }
    const at = ['steps', id];
    const mergedStep: Record<string, unknown> = { ...step };
    for (const [key, value] of Object.entries(said)) {
      if (!STEP.has(key)) issues.push({ path: [...at, key], message: 'not a step’s words: a step’s words are its title, description and blocks' });
      else if (!Object.hasOwn(step, key)) issues.push({ path: [...at, key], message: 'the funnel has no such field here' });
      else mergedStep[key] = overlay(step[key], value, [...at, key], issues);
    }
    mergedSteps[id] = mergedStep;
  }
  for (const id of Object.keys(wordsSteps)) {
    if (!Object.hasOwn(steps, id)) issues.push({ path: ['steps', id], message: 'the funnel has no such step' });
  }
  merged.steps = mergedSteps;
  return { merged, issues };
}
