/**
 * docs/add-a-case-study.md's "Add a case study in the studio", read as a
 * person reads it: each stage's bullets are the fields to fill in, in order,
 * with the values written there. Tests type exactly those values, so the
 * page's instructions are proved to work, not just a JSON the test knows.
 */
const SECTION = '## Add a case study in the studio';

/** One bullet: a field and what goes in it (a text, a number, a list of texts, or a group of named fields). */
export interface FieldEntry {
  field: string;
  value: string | number | string[] | Record<string, string | number>;
}

export interface CaseStudyWalkthrough {
  slug: string;
  /** The slugs stage 1 says are refused. */
  refused: string[];
  overview: FieldEntry[];
  /** Stage 3's screens, one list of fields each. */
  screens: FieldEntry[][];
  card: FieldEntry[];
}

const scalar = (text: string): string | number => (/^\d+$/.test(text) ? Number(text) : text);

function entry(line: string): FieldEntry {
  const match = /^- \*([^*]+)\*: (.*)$/.exec(line);
  if (match === null) throw new Error(`docs/add-a-case-study.md: not a field bullet: ${line}`);
  const [, field = '', rest = ''] = match;
  const named = [...rest.matchAll(/\*([^*]+)\* `([^`]*)`/g)];
  if (named.length > 0) return { field, value: Object.fromEntries(named.map(([, key = '', value = '']) => [key, scalar(value)])) };
  const values = [...rest.matchAll(/`([^`]*)`/g)].map(([, value = '']) => value);
  return { field, value: values.length === 1 ? scalar(values[0] ?? '') : values };
}

/** A stage's runs of bullets, each run one list of fields. */
function bulletRuns(stage: string): FieldEntry[][] {
  const runs: FieldEntry[][] = [];
  let run: FieldEntry[] = [];
  for (const line of stage.split('\n')) {
    if (line.startsWith('- *')) run.push(entry(line));
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

export function caseStudyWalkthrough(doc: string): CaseStudyWalkthrough {
  const start = doc.indexOf(SECTION);
  if (start === -1) throw new Error(`docs/add-a-case-study.md has no "${SECTION}" section`);
  const end = doc.indexOf('\n## ', start + SECTION.length);
  const stages = doc.slice(start, end === -1 ? undefined : end).split(/\n\*\*\d+\. /).slice(1);
  const [first = '', second = '', third = '', fourth = ''] = stages;
  const slug = bulletRuns(first)[0]?.[0]?.value;
  if (typeof slug !== 'string') throw new Error('docs/add-a-case-study.md: stage 1 names no slug');
  const refused = [...(first.split('\n- ')[0] ?? '').matchAll(/\(`([^`]+)`\)/g)].map(([, value = '']) => value);
  return { slug, refused, overview: bulletRuns(second).flat(), screens: bulletRuns(third), card: bulletRuns(fourth).flat() };
}

/** The picture field's button the page names for a picture from the owner's computer; its value is the file chosen. */
export const UPLOAD = 'Upload a picture';

/**
 * A picture's field as the file has it: the doc names a picked file under public/art/, or an uploaded one by
 * its name, which the studio writes under public/art/projects/<slug>/; the file has its address as `src`.
 */
function inFile(field: string, value: FieldEntry['value'], slug: string): [string, unknown] {
  if (field === UPLOAD && typeof value === 'string') return ['src', `/art/projects/${slug}/${value}`];
  return [field, field === 'src' && typeof value === 'string' ? `/art/${value}` : value];
}

/** Fields as the JSON they make for the case study `slug`, in the order they were filled in. */
export function asJson(fields: readonly FieldEntry[], slug: string): Record<string, unknown> {
  return Object.fromEntries(
    fields.map(({ field, value }) =>
      typeof value === 'object' && !Array.isArray(value) ? [field, Object.fromEntries(Object.entries(value).map(([key, item]) => inFile(key, item, slug)))] : inFile(field, value, slug),
    ),
  );
}
