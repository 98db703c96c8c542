import { type Rule, validate } from '@bluecat/rules/validate';
import { toast } from '@bluecat/ui/overlays';
import { useCallback, useRef, useState } from 'react';

/**
 * Checks a form against its rule table in the spec's order: the first rule it breaks has its message
 * toasted, and the form is not sent (product.md › 表单与校验).
 */
export function passesRules<F>(rules: readonly Rule<F>[], form: F): boolean {
  const failure = validate(rules, form);
  if (failure) toast(failure.message);
  return failure === null;
}

/**
 * One send at a time for a form: `sendOnce(work)` runs `work` unless one is already out, so a second
 * tap sends nothing, and `busy` holds meanwhile for the button and the fields. `isSending` answers at
 * once, before React has drawn `busy`.
 */
export function useFormSubmit() {
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const isSending = useCallback(() => sending.current, []);
  const sendOnce = useCallback(async (work: () => Promise<void>): Promise<void> => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, isSending, sendOnce };
}
