/**
 * Follows a walk-through that starts from `npm run new:funnel` (docs/add-a-funnel.md's "Add a funnel in
 * five minutes", docs/leads.md's "Make a funnel that delivers") the way a person does, on the file
 * new:funnel wrote: paste each JSON snippet where the page says, and make each "change `A` to `B`" edit
 * ("change every `A` to `B`" where the file has it more than once). Tests use it so the walk-through's
 * instructions are proved to work, not just its JSON.
 */
const SECTION = '## Add a funnel in five minutes';

export const WALKTHROUGH_SLUG = 'summer-sale';

/** docs/leads.md's walk-through: a funnel whose form delivers. */
export const LEADS_SECTION = '## Make a funnel that delivers';
export const LEADS_SLUG = 'harbour-dental';

/** The text of each numbered stage after the first (which runs new:funnel). */
function stages(walkthrough: string, heading: string): string[] {
  const start = walkthrough.indexOf(heading);
  if (start === -1) throw new Error(`the walk-through has no "${heading}" section`);
  const end = walkthrough.indexOf('\n#', start + heading.length);
  const section = walkthrough.slice(start, end === -1 ? undefined : end);
  return section.split(/\n\*\*\d+\. /).slice(2);
}

function insertBefore(text: string, anchor: string, snippet: string): string {
  const at = text.indexOf(anchor);
  if (at === -1 || text.indexOf(anchor, at + 1) !== -1) throw new Error(`expected one ${anchor} in the funnel file`);
  const lineStart = text.lastIndexOf('\n', at) + 1;
  const indent = text.slice(lineStart, at);
  const indented = snippet
    .trim()
    .split('\n')
    .map((line) => `${indent}${line}`)
    .join('\n');
  return `${text.slice(0, lineStart)}${indented}\n${text.slice(lineStart)}`;
}

function insertAfterLine(text: string, line: string, snippet: string): string {
  const at = text.indexOf(line);
  if (at === -1) throw new Error(`expected ${line} in the funnel file`);
  const lineStart = text.lastIndexOf('\n', at) + 1;
  const indent = text.slice(lineStart, at);
  const lineEnd = text.indexOf('\n', at) + 1;
  return `${text.slice(0, lineEnd)}${indent}${snippet.trim()}\n${text.slice(lineEnd)}`;
}

/** Applies one stage: its snippets (steps before the thank-you step, delays after `landing`), then its edits. */
export function applyStage(file: string, stage: string): string {
  let text = file;
  for (const [, snippet = ''] of stage.matchAll(/```json\n([\s\S]*?)```/g)) {
    text = snippet.trimStart().startsWith('"delays"')
      ? insertAfterLine(text, '"landing": "landing",', snippet)
      : insertBefore(text, '"thank-you": {', snippet);
  }
  for (const [, every, from = '', to = ''] of stage.matchAll(/\b[Cc]hange\s+(every\s+)?`([^`]+)`\s+to\s+`([^`]+)`/g)) {
    const count = text.split(from).length - 1;
    if (every === undefined ? count !== 1 : count < 2) {
      throw new Error(`the walk-through says to change ${every ?? ''}${from}, which the file has ${count} times`);
    }
    text = text.replaceAll(from, to);
  }
  return text;
}

/** The funnel file after each stage of the walk-through, starting from what new:funnel wrote. */
export function followWalkthrough(walkthrough: string, written: string, heading: string = SECTION): string[] {
  const results: string[] = [];
  let text = written;
  for (const stage of stages(walkthrough, heading)) {
    if (!stage.includes('```json') && !/\b[Cc]hange\s+(every\s+)?`/.test(stage)) continue;
    text = applyStage(text, stage);
    results.push(text);
  }
  return results;
}
