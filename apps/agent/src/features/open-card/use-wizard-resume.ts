import { readStored, removeStored, writeStored } from '@bluecat/api/storage';
import type { OpenCardInfoForm } from '@bluecat/rules/open-card/open-card-info';
import { clearDraft, readDraft, writeDraft } from '@bluecat/ui/drafts';
import { alert } from '@bluecat/ui/overlays';
import { useRouteUrl } from '@bluecat/ui/route-data';
import { type Dispatch, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadArrivalRecord, type OpeningRecord, storedUimId } from '../../lib/opening-record.ts';
import { cardMatches } from './card-lookup.ts';
import { forgetOpening } from './opening-keys.ts';
import {
  draftOf,
  type EntryResult,
  entryResult,
  type ProgressDraft,
  type WizardEvent,
  type WizardState,
} from './wizard-machine.ts';
import { WIZARD_MESSAGES } from './wizard-messages.ts';

/** Judge while the customer is at the real-name provider (product.md › 开卡向导). */
const REAL_NAME_STARTED = 'RealNameStart';
/** payquery after a paid prepayment (product.md › 开卡向导). */
const PAID = '1';

/** Reading the record on entry, then the wizard; `failed` when the record could not be read. */
export type Phase = 'entering' | 'ready' | 'failed';

interface WizardResumeOptions {
  state: WizardState;
  dispatch: Dispatch<WizardEvent>;
  fixedEntry?: Pick<OpenCardInfoForm, 'phone' | 'cardNo'>;
  /** This tab's draft of the step, so a reload on the package step shows it again. */
  progressKey: string;
  payPath: string;
}

/**
 * Every entry of the page (a reload, a new tab, the way back from a payment or the real-name provider)
 * reads the stored card's record and resumes from it (product.md › 开卡向导, payquery, Judge).
 */
export function useWizardResume({ state, dispatch, fixedEntry, progressKey, payPath }: WizardResumeOptions) {
  const navigate = useNavigate();
  const url = useRouteUrl();
  const [phase, setPhase] = useState<Phase>('entering');
  const [round, setRound] = useState(0);
  /** Why the record could not be used, when the gateway has not said it (an unreadable fee). */
  const [failure, setFailure] = useState<string | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per entry and per 重试 (`round`).
  useEffect(() => {
    let active = true;
    setPhase('entering');
    void (async () => {
      const judge = readStored('Judge') === REAL_NAME_STARTED;
      const payquery = readStored('payquery') === PAID;
      const uimId = storedUimId();
      // The record is the route's first call (routes.tsx): this takes what its loader started.
      const arriving = loadArrivalRecord(url);
      let loaded = arriving ? await arriving : null;
      if (!active) return;
      const draft = readDraft<ProgressDraft>(progressKey);
      let input = { loaded, judge, payquery, draft: draft?.uimId === uimId ? draft : null };
      // A scanned order fixes the card: an opening of another card stored on this phone is not its.
      // That opening's flags go too (its record stays on the server, and a lookup of its card resumes it).
      if (fixedEntry && loaded?.kind === 'found' && !belongsTo(loaded.record, fixedEntry)) {
        forgetOpening();
        loaded = null;
        input = { loaded, judge: false, payquery: false, draft: null };
      }
      const result: EntryResult = entryResult(input);
      if (result.kind === 'failed') {
        setFailure(loaded?.kind === 'failed' ? loaded.message : undefined);
        setPhase('failed');
        return;
      }
      // Read once: the payment's return is handled now, and a later reload resumes from the record.
      removeStored('payquery');
      if (loaded?.kind === 'found' && loaded.record.recordNumber) {
        writeStored('recordNumber', loaded.record.recordNumber);
      }
      if (result.kind === 'pay') {
        navigate(payPath, { replace: true });
        return;
      }
      if (result.kind === 'lost') {
        forgetOpening();
        dispatch({ type: 'restarted' });
        setPhase('ready');
        await alert({ title: '提示', message: WIZARD_MESSAGES.recordLost });
        return;
      }
      dispatch({ type: 'entered', state: result.state });
      setPhase('ready');
    })();
    return () => {
      active = false;
    };
  }, [round]);

  // What this tab knows of the step, so a reload on the package step shows it again.
  useEffect(() => {
    if (phase !== 'ready') return;
    const uimId = storedUimId();
    if (uimId) writeDraft(progressKey, draftOf(state, uimId));
    else clearDraft(progressKey);
  }, [state, phase, progressKey]);

  const retry = () => setRound((value) => value + 1);
  return { phase, retry, failure };
}

/** A stored record is the scanned order's when it is for the same number or card. */
function belongsTo(record: OpeningRecord, fixed: Pick<OpenCardInfoForm, 'phone' | 'cardNo'>): boolean {
  return record.serviceid === fixed.phone || cardMatches(record.uimId, fixed.cardNo);
}
