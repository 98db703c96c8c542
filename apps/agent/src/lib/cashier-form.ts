/**
 * 收银台 the payment cashier's form. wxPay and bossWxPay answer it as HTML (openapi/README.md,
 * "Decisions the spec leaves open"): the page never renders that HTML. It reads the form's action,
 * method and hidden inputs in an inert document, rebuilds the form itself and submits it, and only
 * when the action is an http(s) address.
 */
export interface CashierForm {
  /** Absolute http(s) address. */
  action: string;
  method: 'GET' | 'POST';
  fields: Array<[name: string, value: string]>;
}

/** Where the cashier sends the payer back; added by the page when the server's form names none. */
export const RETURN_FIELD = 'return_url';

/**
 * The form inside `html`, or null when there is none or its action is not http(s) once read against
 * `pageUrl` (so a relative action stays on the page's own origin, and `javascript:` never runs).
 */
export function parseCashierForm(html: string, pageUrl: string): CashierForm | null {
  // DOMParser's document is inert: no script in it runs and nothing in it is fetched or shown.
  const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
  if (!form) return null;
  const rawAction = (form.getAttribute('action') ?? '').trim();
  // An empty action would submit to the page itself.
  if (rawAction === '') return null;
  let action: URL;
  try {
    action = new URL(rawAction, pageUrl);
  } catch {
    return null;
  }
  if (action.protocol !== 'http:' && action.protocol !== 'https:') return null;
  // As in HTML, a form that names no method is sent with GET.
  const method = (form.getAttribute('method') ?? 'get').trim().toLowerCase() === 'post' ? 'POST' : 'GET';
  const fields: CashierForm['fields'] = [];
  for (const input of Array.from(form.querySelectorAll('input'))) {
    const name = input.getAttribute('name');
    if ((input.getAttribute('type') ?? '').toLowerCase() !== 'hidden' || !name) continue;
    fields.push([name, input.getAttribute('value') ?? '']);
  }
  return { action: action.href, method, fields };
}

/**
 * The form with the page's return address. A return address the server put in the form is part of
 * what it signed, so it stays.
 */
export function withReturnUrl(form: CashierForm, returnUrl: string): CashierForm {
  if (form.fields.some(([name]) => name === RETURN_FIELD)) return form;
  return { ...form, fields: [...form.fields, [RETURN_FIELD, returnUrl]] };
}

/** Builds the form as a detached element of `doc`, ready to submit. */
export function buildFormElement(form: CashierForm, doc: Document = document): HTMLFormElement {
  const element = doc.createElement('form');
  element.method = form.method.toLowerCase();
  element.action = form.action;
  element.hidden = true;
  for (const [name, value] of form.fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  return element;
}

/** Leaves for the cashier. */
export function submitCashierForm(form: CashierForm, doc: Document = document): void {
  const element = buildFormElement(form, doc);
  doc.body.append(element);
  element.submit();
}

/** Absolute address of one of the app's pages, as a cashier needs it to come back. */
export function returnAddress(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).href;
}
