import { readStored, removeStored, writeStored } from '@bluecat/api/storage';
import { type OpenCardInfoForm, openCardInfoRules } from '@bluecat/rules/open-card-info';
import { validate } from '@bluecat/rules/validate';
import { alert, confirm, toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageError, PageSkeleton } from '@bluecat/ui/page-state';
import { clearDraft, readDraft, usePersistedState, writeDraft } from '@bluecat/ui/use-persisted-state';
import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import {
  loadOpeningRecord,
  type OpeningRecord,
  saveOpeningRecord,
  storedUimId,
} from '../../lib/opening-record.ts';
import { cardMatches, lookUpCard, type OpeningAgent } from './card-lookup.ts';
import { InfoStep } from './info-step.tsx';
import { PackageStep } from './package-step.tsx';
import type { StepProps, WizardStep, WizardVariant } from './step-props.ts';
import {
  afterPackage,
  chosenPackage,
  draftOf,
  type EntryResult,
  entryResult,
  INITIAL_STATE,
  type ProgressDraft,
  recordWithPackage,
  wizardReducer,
} from './wizard-machine.ts';
import { WizardProgress } from './wizard-progress.tsx';
import './open-card.css';

// Steps 2–4 are fetched when the wizard first reaches them: an agent on step 0 does not wait for the
// signature pad or the photo compressor.
const AgreementStep = lazy(() =>
  import('./agreement-step.tsx').then((module) => ({ default: module.AgreementStep })),
);
const PhotoStep = lazy(() => import('./photo-step.tsx').then((module) => ({ default: module.PhotoStep })));
const RealNameStep = lazy(() =>
  import('./real-name-step.tsx').then((module) => ({ default: module.RealNameStep })),
);

export const WIZARD_MESSAGES = {
  /** 002 §8 lost cache. */
  recordLost: '开卡时间过长数据缺失,请重新输入手机号',
  /** 002 §8 save failure, main wizard. */
  saveFailed: '缓存记录失败,请重新进行开卡',
  /** 002 §8 save failure, scan variant: its card comes from the link, so the link is opened again. */
  saveFailedScan: '缓存记录失败,请关闭链接重新扫码开卡！',
} as const;

/** Judge while the customer is at the real-name provider (002 §4). */
const REAL_NAME_STARTED = 'RealNameStart';
/** payquery after a paid prepayment (002 §4). */
const PAID = '1';

const EMPTY_ENTRY: OpenCardInfoForm = { phone: '', cardNo: '', sparePhone: '' };

export interface OpenCardWizardProps {
  variant: WizardVariant;
  agent: OpeningAgent;
  /** The number and card entry of a scanned order; they are shown and cannot be changed. */
  fixedEntry?: Pick<OpenCardInfoForm, 'phone' | 'cardNo'>;
  title: string;
  /** Where the back arrow leads from the card entry (the package step goes back to the card entry). */
  onLeave: () => void;
}

type Phase = 'entering' | 'ready' | 'failed';

/**
 * 开卡 the four-step wizard (002 §2, §4). Steps 0 and 1 are drawn here; steps 2–4 draw themselves and
 * report through StepProps. The server-kept record is the memory: every entry of the page (a reload,
 * a new tab, the way back from a payment or the real-name provider) reads it and resumes.
 */
export function OpenCardWizard({ variant, agent, fixedEntry, title, onLeave }: OpenCardWizardProps) {
  const navigate = useNavigate();
  const entryKey = `open-card:${variant}:entry`;
  const progressKey = `open-card:${variant}:progress`;
  const [typed, setTyped, clearTyped] = usePersistedState<OpenCardInfoForm>(entryKey, EMPTY_ENTRY);
  const entry = useMemo(() => (fixedEntry ? { ...typed, ...fixedEntry } : typed), [typed, fixedEntry]);
  const [state, dispatch] = useReducer(wizardReducer, INITIAL_STATE);
  const [phase, setPhase] = useState<Phase>('entering');
  const [round, setRound] = useState(0);
  const [pending, setPending] = useState(false);
  // A ref, not state: a second tap can land before React re-renders the disabled button.
  const inFlight = useRef(false);
  const payPath = variant === 'scan' ? paths.vnoOpenPay : paths.openPay;

  // Opening the page: resume from the stored card's record (002 §4 resume rules, payquery, Judge).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per entry and per 重试 (`round`).
  useEffect(() => {
    let active = true;
    setPhase('entering');
    void (async () => {
      const judge = readStored('Judge') === REAL_NAME_STARTED;
      const payquery = readStored('payquery') === PAID;
      const uimId = storedUimId();
      let loaded = uimId ? await loadOpeningRecord(uimId) : null;
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

  // Each step starts at its top, not where the agent had scrolled the previous one to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step change is what triggers it.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [state.step]);

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
  }, [variant]);

  const submitEntry = () =>
    exclusive(async () => {
      const failure = validate(openCardInfoRules, entry);
      if (failure) {
        toast(failure.message);
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
    [record, saveFailed],
  );

  const goTo = useCallback((step: WizardStep) => dispatch({ type: 'went', step }), []);

  /** Ends this opening on this phone: the stored keys and drafts go, the card entry shows empty. */
  const reset = useCallback(() => {
    forgetOpening();
    clearDraft(progressKey);
    clearTyped();
    setTyped(EMPTY_ENTRY);
    dispatch({ type: 'restarted' });
  }, [progressKey, clearTyped, setTyped]);

  /**
   * 重新开卡 from steps 2–4, for a customer who walks away mid-opening. The record stays on the server,
   * so looking that card up again continues it; only this phone forgets it. A scanned order cannot
   * change its card, so it has no such button.
   */
  async function restart() {
    const confirmed = await confirm({
      title: '重新开卡',
      message: '当前号码的开卡进度已保存，再次查询该号码可继续办理。确定换一个号码开卡吗？',
      cancelText: '取消',
      confirmText: '确定',
    });
    if (confirmed) reset();
  }

  const back = () => {
    if (state.step === 1) dispatch({ type: 'back' });
    else onLeave();
  };

  const stepProps: StepProps | null = record ? { record, variant, save, goTo, reset } : null;

  return (
    <main className="open-card">
      <PageHeader
        title={title}
        onBack={back}
        right={
          state.step >= 2 && !fixedEntry && phase === 'ready' ? (
            <button type="button" className="open-card-restart" onClick={() => void restart()}>
              重新开卡
            </button>
          ) : undefined
        }
      />
      <WizardProgress step={state.step} />
      {phase === 'entering' && <PageSkeleton rows={4} />}
      {phase === 'failed' && <PageError onRetry={() => setRound((value) => value + 1)} />}
      {phase === 'ready' && (
        <div className="open-card-body">
          {state.step === 0 && (
            <InfoStep
              form={entry}
              fixed={Boolean(fixedEntry)}
              pending={pending}
              onChange={(field, value) => setTyped((current) => ({ ...current, [field]: value }))}
              onSubmit={() => void submitEntry()}
            />
          )}
          {state.step === 1 && (
            <PackageStep
              packages={state.offer.packages}
              chosenId={state.chosenId}
              choosable={variant === 'scan' || state.offer.packages.length > 1}
              pending={pending}
              onChoose={(prodOfferId) => dispatch({ type: 'chose', prodOfferId })}
              onSubmit={() => void submitPackage()}
            />
          )}
          {stepProps && (
            <Suspense fallback={<PageSkeleton rows={4} />}>
              {state.step === 2 && <AgreementStep {...stepProps} />}
              {state.step === 3 && <PhotoStep {...stepProps} />}
              {state.step === 4 && <RealNameStep {...stepProps} />}
            </Suspense>
          )}
        </div>
      )}
    </main>
  );
}

/** A stored record is the scanned order's when it is for the same number or card. */
function belongsTo(record: OpeningRecord, fixed: Pick<OpenCardInfoForm, 'phone' | 'cardNo'>): boolean {
  return record.serviceid === fixed.phone || cardMatches(record.uimId, fixed.cardNo);
}

/**
 * The keys of one opening (002 §3): the card, the payment and real-name flags and tokens, and the
 * per-visit record number. The agent's session and the universal top-up's key stay.
 */
function forgetOpening() {
  for (const key of ['uimId', 'payquery', 'Judge', 'GetToken', 'BizNo', 'WxPayFlag'] as const)
    removeStored(key);
  removeStored('recordNumber');
  removeStored('biz_no');
}
