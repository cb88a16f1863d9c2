/**
 * Where a form goes when the browser submits it itself, before its script
 * has loaded or without one (with it, onSubmit hands the event to the
 * machine). A form that leads to a step is a GET to that step's page; its
 * fields have no `name`, so nothing the visitor typed reaches the address.
 * One that changes the page in place (a newsletter's thanks) is
 * `method="dialog"`: the browser still checks the fields, then stays, keeps
 * what was typed and sends nothing.
 */
export function formTarget(action: string | undefined): { action?: string; method: 'get' | 'dialog' } {
  return action === undefined ? { method: 'dialog' } : { action, method: 'get' };
}
