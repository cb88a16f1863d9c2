import type { FieldProblem } from '../engine/delivery/protocol.ts';
import { FORM_MARK, leadFieldId } from '../engine/delivery/protocol.ts';
import type { LeadForm } from './leadForms.ts';
import type { Words } from '../i18n/Words.ts';

/** The part of Cloudflare's HTMLRewriter these pages use; the runtime provides it. */
export interface RewrittenElement {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  before(content: string, options?: { html: boolean }): void;
  prepend(content: string, options?: { html: boolean }): void;
}
export interface PageRewriter {
  on(selector: string, handlers: { element(element: RewrittenElement): void }): PageRewriter;
  transform(response: Response): Response;
}

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The id of the box of problems, which each refused field's description points to. */
export const PROBLEMS_ID = 'lead-problems';

// Written into a page the build drew, outside the app's root so that the app, if its script runs, leaves it be:
// its own inline styles (the policy allows them), legible on any funnel's colours.
export const BOX =
  'box-sizing:border-box;width:calc(100% - 32px);max-width:720px;margin:16px auto;padding:16px 20px;border-left:6px solid #b3261e;border-radius:8px;background:#fff;color:#1a1a1a;font:16px/1.5 system-ui,sans-serif';

/** A page's response again, with another status and never cached (it answers one submission). */
export function answered(response: Response, status: number): Response {
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'no-store');
  headers.delete('Content-Length');
  headers.delete('ETag');
  return new Response(response.body, { status, headers });
}

/**
 * What a visitor without JavaScript sees when the worker refuses their
 * form: the step's own page, titled as an error, with a box above it saying
 * what is wrong (each field's problem a link to the field), and the form
 * with everything they typed back in it, the refused fields marked invalid.
 * Only attributes change inside the app's root: if the page's script runs,
 * it finds the markup it drew.
 */
export function problemPage(
  page: Response,
  {
    form,
    values,
    problems,
    headline,
    status,
    rewriter,
    says,
  }: { form: Pick<LeadForm, 'form' | 'fields'>; values: Readonly<Record<string, string>>; problems: readonly FieldProblem[]; headline: string; status: number; rewriter: PageRewriter; says: Words['worker'] },
): Response {
  const known = new Set(form.fields.map((field) => field.name));
  const items = problems.map((problem) =>
    known.has(problem.field)
      ? `<li><a href="#${leadFieldId(form.form, problem.field)}" style="color:#b3261e">${escapeHtml(problem.message)}</a></li>`
      : `<li>${escapeHtml(problem.message)}</li>`,
  );
  const box =
    `<div id="${PROBLEMS_ID}" role="alert" style="${BOX}"><p style="margin:0;font-weight:700">${escapeHtml(headline)}</p>` +
    (items.length === 0 ? '' : `<ul style="margin:8px 0 0;padding-left:20px">${items.join('')}</ul>`) +
    `<p style="margin:8px 0 0">${escapeHtml(says.keptBelow)}</p></div>`;
  const refused = new Set(problems.map((problem) => problem.field));
  const scope = `form[${FORM_MARK}="${form.form}"]`;
  let rewritten = rewriter
    .on('title', {
      element(title) {
        title.prepend(says.errorTitle);
      },
    })
    .on('#root', {
      element(root) {
        root.before(box, { html: true });
      },
    });
  for (const field of form.fields) {
    const value = values[field.name];
    const invalid = refused.has(field.name);
    if (field.type === 'select') {
      rewritten = rewritten
        .on(`${scope} select[name="${field.name}"]`, {
          element(select) {
            if (invalid) select.setAttribute('aria-invalid', 'true');
            if (invalid) select.setAttribute('aria-describedby', PROBLEMS_ID);
          },
        })
        .on(`${scope} select[name="${field.name}"] option`, {
          element(option) {
            if (value === undefined) return;
            if (option.getAttribute('value') === value) option.setAttribute('selected', '');
            else option.removeAttribute('selected');
          },
        });
    } else {
      rewritten = rewritten.on(`${scope} input[name="${field.name}"]`, {
        element(input) {
          if (value !== undefined) input.setAttribute('value', value);
          if (invalid) input.setAttribute('aria-invalid', 'true');
          if (invalid) input.setAttribute('aria-describedby', PROBLEMS_ID);
        },
      });
    }
  }
  return answered(rewritten.transform(page), status);
}

/**
 * What a visitor without JavaScript sees once a newsletter's address is
 * kept: its step's page again, with the newsletter's thanks above it (a
 * script would have drawn them in place of the form).
 */
export function thanksPage(page: Response, { thanks, rewriter }: { thanks: string; rewriter: PageRewriter }): Response {
  const note = `<p role="status" style="${BOX.replace('#b3261e', '#1d6a3a')};font-weight:700">${escapeHtml(thanks)}</p>`;
  return answered(
    rewriter
      .on('#root', {
        element(root) {
          root.before(note, { html: true });
        },
      })
      .transform(page),
    200,
  );
}
