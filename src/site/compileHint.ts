/**
 * V8's per-file compile hint (Chromium 136 and later; other engines read it as a comment). A function V8 has not
 * compiled yet is compiled on the main thread the first time it runs, and on this site that first time is the
 * worst moment: hydration, or the visitor's first tap on a step, when React, styled-components and the step's
 * own components run paths they have not run before. With the hint, V8 compiles every function of the file on
 * the background thread that already streams the script in while it downloads, so the main thread only runs it.
 *
 * Every chunk carries it: the build splits scripts by what a page runs (a page preloads only the chunks it
 * hydrates with; a step's, a dialog's or a gallery's chunk loads when it is about to be shown), so a chunk's
 * functions are, nearly all, called soon after it arrives. Measured in docs/performance.md ("Compile hints").
 *
 * Rolldown adds it after minification (a minifier drops ordinary comments) and before the content hash, so a
 * file's name still changes with every byte of it.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * `output.postBanner`: the hint at the top of every script chunk. It covers the functions after it, so the one
 * line Vite puts above it in some chunks (its list of a dynamic import's dependencies) is all it leaves out.
 */
export function compileHint(chunk: { readonly fileName: string }): string {
  return chunk.fileName.endsWith('.js') ? COMPILE_HINT : '';
}
