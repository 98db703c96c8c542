import { removeStored } from '@bluecat/api/storage';
import { type OpenCardInfoForm, openCardInfoRules } from '@bluecat/rules/open-card/open-card-info';
import { validate } from '@bluecat/rules/validate';
import { clearDraft } from '@bluecat/ui/drafts';
import { SHORT_TOAST_MS, toast } from '@bluecat/ui/overlays';
import { type Dispatch, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type OpeningRecord, saveOpeningRecord } from '../../lib/opening-record.ts';
import { lookUpCard, type OpeningAgent } from './card-lookup.ts';
import { forgetOpening } from './opening-keys.ts';
import type { StepProps, WizardStep, WizardVariant } from './step-props.ts';
import {
  afterPackage,
  chosenPackage,
  recordWithPackage,
  type WizardEvent,
  type WizardState,
} from './wizard-machine.ts';
import { WIZARD_MESSAGES } from './wizard-messages.ts';

interface WizardActionsOptions {
  variant: WizardVariant;
  agent: OpeningAgent;
  state: WizardState;
  dispatch: Dispatch<WizardEvent>;
  entry: OpenCardInfoForm;
  /** Empties step 0's fields and their draft. */
  clearEntry: () => void;
  progressKey: string;
  payPath: string;
}

/**
 * What the agent does in the wizard: submit the card entry (step 0) and the package (step 1), and the
 * reports of steps 2–4 (save, go to a step, end the opening).
 */
export function useWizardActions({
  variant,
  agent,
  state,
  dispatch,
  entry,
  clearEntry,
  progressKey,
  payPath,
}: WizardActionsOptions) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  // A ref, not state: a second tap can land before React re-renders the disabled button.
  const inFlight = useRef(false);

  /** Runs one action at a time: double taps on a slow network must not send twice. */
  async function exclusive(action: () => Promise<void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await action();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  const saveFailed = useCallback(() => {
    toast(variant === 'scan' ? WIZARD_MESSAGES.saveFailedScan : WIZARD_MESSAGES.saveFailed);
    removeStored('Judge');
    dispatch({ type: 'restarted' });
  }, [variant, dispatch]);

  const submitEntry = () =>
    exclusive(async () => {
      const failure = validate(openCardInfoRules, entry);
      if (failure) {
        toast(failure.message, { duration: SHORT_TOAST_MS });
        return;
      }
      const outcome = await lookUpCard(entry, agent, variant, { toast });
      if (outcome.kind === 'offer') dispatch({ type: 'offered', offer: outcome.offer });
      if (outcome.kind === 'resume') {
        if (outcome.target === 'pay') navigate(payPath);
        else dispatch({ type: 'resumed', record: outcome.record, step: outcome.target });
      }
    });

  const submitPackage = () =>
    exclusive(async () => {
      if (state.step !== 1) return;
      const pkg = chosenPackage(state);
      if (!pkg) return;
      const record = recordWithPackage(state.offer.base, pkg);
      if (!(await saveOpeningRecord(record))) {
        saveFailed();
        return;
      }
      if (afterPackage(pkg).next === 'pay') navigate(payPath);
      else dispatch({ type: 'resumed', record, step: 2 });
    });

  const record = 'record' in state ? state.record : null;
  const save = useCallback(
    async (changes: Partial<OpeningRecord>) => {
      if (!record) return false;
      const merged: OpeningRecord = { ...record, ...changes };
      if (!(await saveOpeningRecord(merged))) {
        saveFailed();
        return false;
      }
      dispatch({ type: 'saved', record: merged });
      return true;
    },
    [record, saveFailed, dispatch],
  );

  const goTo = useCallback((step: WizardStep) => dispatch({ type: 'went', step }), [dispatch]);

  /** Ends this opening on this phone: the stored keys and drafts go, the card entry shows empty. */
  const reset = useCallback(() => {
    forgetOpening();
    clearDraft(progressKey);
    clearEntry();
    dispatch({ type: 'restarted' });
  }, [progressKey, clearEntry, dispatch]);

  const stepProps: StepProps | null = record ? { record, variant, save, goTo, reset } : null;

  return { pending, submitEntry, submitPackage, reset, stepProps };
}
