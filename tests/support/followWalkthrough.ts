/**
 * Follows docs/add-a-funnel.md's "Add a funnel in five minutes" the way a person does,
 * on the file `npm run new:funnel` wrote: paste each JSON snippet where the
 * page says, and make each "change `A` to `B`" edit. Tests use it so the
 * walk-through's instructions are proved to work, not just its JSON.
 */
const SECTION = '## Add a funnel in five minutes';

export const WALKTHROUGH_SLUG = 'summer-sale';

/** The text of each numbered stage after the first (which runs new:funnel). */
function stages(walkthrough: string): string[] {
  const start = walkthrough.indexOf(SECTION);
  if (start === -1) throw new Error(`docs/add-a-funnel.md has no "${SECTION}" section`);
  const end = walkthrough.indexOf('\n#', start + SECTION.length);
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
function applyStage(file: string, stage: string): string {
  let text = file;
  for (const [, snippet = ''] of stage.matchAll(/```json\n([\s\S]*?)```/g)) {
    text = snippet.trimStart().startsWith('"delays"')
      ? insertAfterLine(text, '"landing": "landing",', snippet)
      : insertBefore(text, '"thank-you": {', snippet);
  }
  for (const [, from = '', to = ''] of stage.matchAll(/change `([^`]+)` to\s+`([^`]+)`/g)) {
    const count = text.split(from).length - 1;
    if (count !== 1) throw new Error(`the walk-through says to change ${from}, which the file has ${count} times`);
    text = text.replace(from, to);
  }
  return text;
}

/** The funnel file after each stage of the walk-through, starting from what new:funnel wrote. */
export function followWalkthrough(walkthrough: string, written: string): string[] {
  const results: string[] = [];
  let text = written;
  for (const stage of stages(walkthrough)) {
    if (!stage.includes('```json')) continue;
    text = applyStage(text, stage);
    results.push(text);
  }
  return results;
}
