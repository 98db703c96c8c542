import type { OpenCardInfoForm } from '@bluecat/rules/open-card/open-card-info';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { useCallback, useMemo } from 'react';
import { AGENT_DRAFTS } from '../../lib/agent-drafts.ts';
import type { WizardVariant } from './step-props.ts';

const EMPTY_ENTRY: OpenCardInfoForm = { phone: '', cardNo: '', sparePhone: '' };

/**
 * Step 0's number and card as typed, kept as a draft of this tab; a scanned order's fixed number and
 * card are laid over what was typed.
 */
export function useCardEntry(
  variant: WizardVariant,
  fixedEntry?: Pick<OpenCardInfoForm, 'phone' | 'cardNo'>,
) {
  const [typed, setTyped, clearTyped] = usePersistedState<OpenCardInfoForm>(
    AGENT_DRAFTS.cardEntry(variant),
    EMPTY_ENTRY,
  );
  const entry = useMemo(() => (fixedEntry ? { ...typed, ...fixedEntry } : typed), [typed, fixedEntry]);

  const change = (field: keyof OpenCardInfoForm, value: string) =>
    setTyped((current) => ({ ...current, [field]: value }));

  /** Forgets the draft and empties the fields. */
  const clear = useCallback(() => {
    clearTyped();
    setTyped(EMPTY_ENTRY);
  }, [clearTyped, setTyped]);

  return { entry, change, clear };
}
