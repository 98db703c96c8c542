/**
 * What the old-engine stages run inside the page, in Chromium 69 (puppeteer's evaluate) and in WebKit
 * (WebDriver's execute): plain functions of one argument, with no `?.` or `??`, which Chromium 69 lacks.
 */

/**
 * Marks with `data-old-engine="<id>"` the visible button, link, radio, checkbox, tab or label whose text or
 * aria-label is `text` (exactly, else as a part; white space ignored), inside the last open dialog when
 * `inDialog`. False while there is none, or it is disabled.
 */
export function markTapTarget({ text: wanted, inDialog: dialogOnly, id }) {
  const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter(
    (node) => node.getClientRects().length > 0,
  );
  const scope = dialogOnly ? dialogs[dialogs.length - 1] : document.body;
  if (!scope) return false;
  const selector =
    'button, a[href], [role="button"], [role="link"], [role="radio"], [role="checkbox"], [role="tab"], [role="option"], label, input[type="radio"], input[type="checkbox"]';
  const candidates = [...scope.querySelectorAll(selector)].filter((node) => {
    const style = getComputedStyle(node);
    return (
      node.getClientRects().length > 0 &&
      style.visibility !== 'hidden' &&
      !node.closest('[aria-hidden="true"]')
    );
  });
  // Compared without white space: a label's parts are often separate elements.
  const name = (node) => (node.getAttribute('aria-label') || node.textContent || '').replace(/\s+/g, '');
  const found =
    candidates.find((node) => name(node) === wanted) ||
    candidates.find((node) => name(node).includes(wanted));
  if (!found || found.disabled || found.getAttribute('aria-disabled') === 'true') return false;
  // To the middle of the screen first: the driver's own scroll stops at the edge, where a sticky bar (the
  // top-up's pay bar) can lie over the target and take the tap.
  found.scrollIntoView({ block: 'center' });
  found.setAttribute('data-old-engine', id);
  return true;
}

/**
 * Puts `value` into the visible field labelled `label` (its <label>, aria-label or aria-labelledby;
 * exactly, else as a part), through the native setter so React's onChange sees it. False while there is none.
 */
export function fillField({ label: wanted, value: typed }) {
  const fields = [...document.querySelectorAll('input, textarea')].filter(
    (node) => node.getClientRects().length > 0,
  );
  const text = (node) => (node ? node.textContent || '' : '').replace(/\s+/g, ' ').trim();
  const names = (node) => {
    const labelledBy = (node.getAttribute('aria-labelledby') || '')
      .split(' ')
      .map((ref) => text(document.getElementById(ref)))
      .join(' ');
    return [node.getAttribute('aria-label') || '', labelledBy, ...[...(node.labels || [])].map(text)].filter(
      Boolean,
    );
  };
  const found =
    fields.find((node) => names(node).some((name) => name === wanted)) ||
    fields.find((node) => names(node).some((name) => name.includes(wanted)));
  if (!found || found.disabled) return false;
  // Set as typing leaves it, through the native setter so React's onChange sees the change: Chromium
  // 69 has no Input.insertText, which puppeteer's type() needs for Chinese characters.
  const prototype =
    found instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  found.focus();
  Object.getOwnPropertyDescriptor(prototype, 'value').set.call(found, typed);
  found.dispatchEvent(new Event('input', { bubbles: true }));
  found.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}
