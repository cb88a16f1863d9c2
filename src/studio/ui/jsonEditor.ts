import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap } from '@codemirror/commands';
import { json, jsonLanguage, jsonParseLinter } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { linter, lintGutter, lintKeymap, type Diagnostic } from '@codemirror/lint';
import { EditorState, StateEffect, StateField } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, tooltips } from '@codemirror/view';
import { jsonCompletion, stateExtensions, updateSchema } from 'codemirror-json-schema';
import type { StudioProblem } from './funnelDocument.ts';
import { problemRange } from './problemRange.ts';

/** The schema type codemirror-json-schema takes (JSON Schema draft 7's). */
type PaneSchema = NonNullable<Parameters<typeof updateSchema>[1]>;

/**
 * The JSON panes' editor (CodeMirror 6), loaded by JsonPane when a pane
 * first opens, so the studio's other views never wait for it. Completion
 * comes from the part of the JSON Schema the pane edits
 * (codemirror-json-schema: the keys and enum values allowed at the cursor,
 * with their descriptions); the marks in the text are the check's problems,
 * each at its field, in the words `npm run check` prints.
 */

export interface JsonEditorOptions {
  parent: HTMLElement;
  text: string;
  schema: unknown;
  /** The id of the element that names the editor, and those that describe it. */
  labelledBy: string;
  describedBy: string;
  onText: (text: string) => void;
}

export interface JsonEditor {
  /** Replaces the text (undo, redo, a reload from disk), without calling onText. */
  setText(text: string): void;
  setSchema(schema: unknown): void;
  /** The check's problems with this part, their paths relative to it. */
  setProblems(problems: readonly StudioProblem[]): void;
  destroy(): void;
}

const problemsChanged = StateEffect.define<readonly StudioProblem[]>();
const problemsField = StateField.define<readonly StudioProblem[]>({
  create: () => [],
  update: (value, transaction) => transaction.effects.reduce((last, effect) => (effect.is(problemsChanged) ? effect.value : last), value),
});

const syntaxProblems = jsonParseLinter();

/** Text that is no JSON yet is marked where it breaks; JSON is marked at each field the check has a problem with. */
function diagnostics(view: EditorView): Diagnostic[] {
  if (view.state.doc.length === 0) return [];
  const syntax = syntaxProblems(view);
  if (syntax.length > 0) return syntax;
  const text = view.state.doc.toString();
  return view.state.field(problemsField).map((problem) => ({
    ...problemRange(text, problem.path),
    severity: 'error',
    message: problem.line,
  }));
}

const theme = EditorView.theme({
  '&': { border: '1px solid var(--line-strong)', borderRadius: 'var(--radius-sm)', background: 'var(--surface)', fontSize: '0.8125rem' },
  '&.cm-focused': { outline: 'none', boxShadow: 'var(--focus)' },
  '.cm-scroller': { fontFamily: 'var(--mono)', minHeight: '18em', maxHeight: '60vh' },
  '.cm-gutters': { background: 'var(--canvas)', borderRight: '1px solid var(--line)', color: 'var(--muted)' },
  '.cm-tooltip-autocomplete ul li[aria-selected]': { background: 'var(--primary)', color: '#fff' },
  // The check's line is long: wrapped beside the inspector rather than one line running off the screen.
  '.cm-tooltip-lint': { maxWidth: '400px', whiteSpace: 'normal', fontFamily: 'var(--mono)', fontSize: '0.75rem' },
});

export function createJsonEditor(options: JsonEditorOptions): JsonEditor {
  let quiet = false;
  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.text,
      extensions: [
        lineNumbers(),
        // On the page's body: the inspector scrolls and clips, which would cut a list of completions short.
        tooltips({ parent: document.body }),
        lintGutter(),
        bracketMatching(),
        closeBrackets(),
        indentOnInput(),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        json(),
        jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
        // Enter picks, arrows move, Escape closes, Ctrl+Space opens: no Tab, which stays the way out of the editor.
        autocompletion({ defaultKeymap: true }),
        stateExtensions(options.schema as PaneSchema),
        problemsField,
        linter(diagnostics, {
          delay: 300,
          needsRefresh: (update) => update.transactions.some((transaction) => transaction.effects.some((effect) => effect.is(problemsChanged))),
        }),
        // No history keymap: Ctrl+Z is the studio's undo (of the file, wherever the focus is), not the text's.
        // lintKeymap: Ctrl+Shift+M lists the marked problems, F8 goes to the next one.
        keymap.of([...closeBracketsKeymap, ...completionKeymap, ...lintKeymap, ...defaultKeymap]),
        EditorView.contentAttributes.of({ 'aria-labelledby': options.labelledBy, 'aria-describedby': options.describedBy }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !quiet) options.onText(update.state.doc.toString());
        }),
        theme,
      ],
    }),
  });
  return {
    setText(text) {
      if (text === view.state.doc.toString()) return;
      quiet = true;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
      quiet = false;
    },
    setSchema(schema) {
      updateSchema(view, schema as PaneSchema);
    },
    setProblems(problems) {
      view.dispatch({ effects: problemsChanged.of(problems) });
    },
    destroy() {
      view.destroy();
    },
  };
}
