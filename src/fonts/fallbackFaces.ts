import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { generateFontFace, getMetricsForFamily, readMetrics } from 'fontaine';
import { fallbackFamilies, type Typeface } from '../theme/typefaces.ts';

const require = createRequire(import.meta.url);

/** A typeface's source files on disk, Latin first: the one nearly every character comes from. */
export function sourceFiles(typeface: Typeface): string[] {
  return ['latin', 'latin-ext'].map((subset) =>
    require.resolve(`@fontsource-variable/${typeface.stem}/files/${typeface.stem}-${subset}-wght-normal.woff2`),
  );
}

/**
 * The @font-face rules of a typeface's stand-ins: local system faces scaled
 * (size-adjust) to the typeface's average width and given its ascent, descent
 * and line gap, so text set in a stand-in takes the room the web font will.
 * The typeface's metrics come from its own file, the stand-ins' from
 * @capsizecss/metrics, both through fontaine; no number here is typed by hand.
 */
export async function fallbackFaces(typeface: Typeface): Promise<string> {
  const [latin] = sourceFiles(typeface);
  const metrics = latin === undefined ? null : await readMetrics(pathToFileURL(latin));
  if (metrics === null) throw new Error(`fontaine could not read the metrics of ${typeface.family} from ${String(latin)}`);
  const names = fallbackFamilies(typeface);
  const faces = await Promise.all(
    typeface.fallbacks.map(async (fallback, index) => {
      const fallbackMetrics = await getMetricsForFamily(fallback.metrics);
      if (fallbackMetrics === null) throw new Error(`fontaine has no metrics for ${fallback.metrics}, a stand-in for ${typeface.family}`);
      return generateFontFace(metrics, {
        name: names[index] ?? typeface.family,
        font: fallback.metrics,
        metrics: fallbackMetrics,
        src: fallback.locals.map((local) => `local(${JSON.stringify(local)})`).join(', '),
      });
    }),
  );
  return faces.join('');
}
