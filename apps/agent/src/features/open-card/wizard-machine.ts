import type { CallData } from '@bluecat/api/gateway';
import type { LoadedRecord, OpeningRecord } from '../../lib/opening-record.ts';
import type { WizardStep } from './step-props.ts';

/**
 * The wizard's steps as data: what each state holds, how events move between them, where a stored
 * 开卡缓存记录 opening record resumes, and what the page does when it opens. Pure, so every rule of product.md › 开卡向导
 * is a row in a table test.
 */

/** 套餐 a package as checkoffername answers it. */
export type Package = Exclude<CallData<'checkoffername'>, readonly unknown[]>;

/** The record fields settled by the card lookup and the agent; step 1 adds the package's. */
export type RecordBase = Omit<
  OpeningRecord,
  'openCardLocation' | 'prodOfferId' | 'prodOfferName' | 'sumFee' | 'rechargeFlag' | 'ifCheckCard'
>;

/** What step 1 shows: the card's record so far and the packages it may be opened with. */
export interface PackageOffer {
  base: RecordBase;
  /** The default package first; the scan variant adds the changeable ones after it. */
  packages: Package[];
}

export type WizardState =
  | { step: 0 }
  | { step: 1; offer: PackageOffer; chosenId: string }
  | { step: 2 | 3 | 4; record: OpeningRecord };

export type WizardEvent =
  /** The page opened (or came back) in this state: see entryResult. */
  | { type: 'entered'; state: WizardState }
  /** The card passed the lookup and every check: its packages are shown. */
  | { type: 'offered'; offer: PackageOffer }
  /** Another package of the list was picked (scan variant). */
  | { type: 'chose'; prodOfferId: string }
  /** A stored record resumes at its step. */
  | { type: 'resumed'; record: OpeningRecord; step: 2 | 3 | 4 }
  /** A save went through; the merged record is the wizard's from now on. */
  | { type: 'saved'; record: OpeningRecord }
  /** A step asks for another step (StepProps.goTo). */
  | { type: 'went'; step: WizardStep }
  /** The back arrow on the package step: back to the card entry. */
  | { type: 'back' }
  /** A failed save, a lost record or a finished opening: the card entry again. */
  | { type: 'restarted' };

export const INITIAL_STATE: WizardState = { step: 0 };

export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'entered':
      return event.state;
    case 'offered': {
      const first = event.offer.packages[0];
      return first ? { step: 1, offer: event.offer, chosenId: first.prodOfferId } : state;
    }
    case 'chose':
      if (state.step !== 1) return state;
      return state.offer.packages.some((item) => item.prodOfferId === event.prodOfferId)
        ? { ...state, chosenId: event.prodOfferId }
        : state;
    case 'resumed':
      return { step: event.step, record: event.record };
    case 'saved':
      return state.step >= 2 && 'record' in state ? { ...state, record: event.record } : state;
    case 'went':
      if (event.step === 0) return INITIAL_STATE;
      // Steps 2–4 hand each other the record; step 1 is only entered through a fresh lookup.
      if (event.step === 1 || !('record' in state)) return state;
      return { step: event.step, record: state.record };
    case 'back':
      return state.step === 1 ? INITIAL_STATE : state;
    case 'restarted':
      return INITIAL_STATE;
  }
}

/** The package chosen on step 1. */
export function chosenPackage(state: Extract<WizardState, { step: 1 }>): Package | undefined {
  return state.offer.packages.find((item) => item.prodOfferId === state.chosenId);
}

/**
 * Where a stored record continues (product.md › 开卡向导): location 1 with a fee still to pay goes to the payment page;
 * location 1 paid (rechargeFlag finish, the payment pages' save) goes on to the agreement; 2, 3 and 4
 * resume at that step. 'package' is a location-1 record that neither waits for nor has a payment (a
 * free package is saved straight at location 2, so it is an older record): the card goes through the
 * checks and the package step again, and the next save replaces the record.
 */
export type ResumeTarget = 'pay' | 'package' | 2 | 3 | 4;

export function resumeTarget(
  record: Pick<OpeningRecord, 'openCardLocation' | 'sumFee' | 'rechargeFlag'>,
): ResumeTarget {
  // The record was read into the contract's types where it entered (normaliseRecord).
  const location = record.openCardLocation;
  if (location === 2 || location === 3 || location === 4) return location;
  if (location === 1) {
    if (record.rechargeFlag === 'finish') return 2;
    if (record.rechargeFlag === 'start' && record.sumFee > 0) return 'pay';
  }
  return 'package';
}

/**
 * What the package step's 下一步 saves and where it leads (product.md › 开卡向导): a free package is saved at
 * location 2 (rechargeFlag nopay) and the agreement follows; a package with a fee is saved at location
 * 1 with rechargeFlag start and the payment page follows.
 */
export function afterPackage(pkg: Pick<Package, 'sumFee'>): {
  openCardLocation: 1 | 2;
  rechargeFlag: 'start' | 'nopay';
  next: 'pay' | 2;
} {
  return pkg.sumFee > 0
    ? { openCardLocation: 1, rechargeFlag: 'start', next: 'pay' }
    : { openCardLocation: 2, rechargeFlag: 'nopay', next: 2 };
}

/** The full record of the card with the chosen package, as the package step saves it. */
export function recordWithPackage(base: RecordBase, pkg: Package): OpeningRecord {
  const { openCardLocation, rechargeFlag } = afterPackage(pkg);
  return {
    ...base,
    openCardLocation,
    rechargeFlag,
    prodOfferId: pkg.prodOfferId,
    prodOfferName: pkg.prodOfferName,
    sumFee: pkg.sumFee,
    ifCheckCard: pkg.ifCheckCard,
  };
}

/**
 * The progress display counts four steps (product.md › 开卡向导: 填写信息, 套餐详情, 入网协议, 实名认证) over the five
 * step values. The joint photo (3) is a photo of the customer's ID with the card board, taken only when a
 * card check is required: it belongs to the identity part, so steps 3 and 4 both show 4/4.
 */
export const PROGRESS_TITLES = ['填写信息', '套餐详情', '入网协议', '实名认证'] as const;
export const PROGRESS_COUNT = PROGRESS_TITLES.length;

export function progressIndex(step: WizardStep): 1 | 2 | 3 | 4 {
  return step >= 3 ? 4 : ((step + 1) as 1 | 2 | 3);
}

/** What this tab remembers of the wizard (session draft), so a reload on the package step stays there. */
export interface ProgressDraft {
  /** The card the draft belongs to. */
  uimId: string;
  step: WizardStep;
  offer: PackageOffer | null;
  chosenId: string | null;
}

export function draftOf(state: WizardState, uimId: string): ProgressDraft {
  return state.step === 1
    ? { uimId, step: 1, offer: state.offer, chosenId: state.chosenId }
    : { uimId, step: state.step, offer: null, chosenId: null };
}

export interface EntryInput {
  /** The record of the stored card; null when no card is stored. */
  loaded: LoadedRecord | null;
  /** Judge is RealNameStart: back from the real-name provider. */
  judge: boolean;
  /** payquery was '1': back from a paid prepayment. */
  payquery: boolean;
  /** This tab's draft for the stored card, if any. */
  draft: ProgressDraft | null;
}

export type EntryResult =
  | { kind: 'state'; state: WizardState }
  | { kind: 'pay' }
  /** A record should exist and does not: 开卡时间过长数据缺失,请重新输入手机号. */
  | { kind: 'lost' }
  /** The record could not be read (the gateway has said why): the page offers 重试. */
  | { kind: 'failed' };

/**
 * Where the wizard opens. Coming back from the real-name provider shows step 4 (the real-name step
 * verifies); coming back from a payment and a plain reload resume at the record's step. A record is
 * expected after the provider, after a payment and when this tab was already past the package step;
 * when it is missing then, the opening has been lost. Otherwise no record is normal: the package step
 * comes back from the draft, or the card entry shows.
 */
export function entryResult({ loaded, judge, payquery, draft }: EntryInput): EntryResult {
  const expected = judge || payquery || (draft !== null && draft.step >= 2);
  const fromDraft = (): EntryResult => {
    const first = draft?.offer?.packages[0];
    if (draft?.step === 1 && draft.offer && first) {
      const chosenId = draft.offer.packages.some((item) => item.prodOfferId === draft.chosenId)
        ? (draft.chosenId as string)
        : first.prodOfferId;
      return { kind: 'state', state: { step: 1, offer: draft.offer, chosenId } };
    }
    return { kind: 'state', state: INITIAL_STATE };
  };

  if (loaded === null) return expected ? { kind: 'lost' } : { kind: 'state', state: INITIAL_STATE };
  if (loaded.kind === 'failed') return { kind: 'failed' };
  if (loaded.kind === 'none') return expected ? { kind: 'lost' } : fromDraft();

  const { record } = loaded;
  if (judge) return { kind: 'state', state: { step: 4, record } };
  const target = resumeTarget(record);
  if (target === 'pay') return { kind: 'pay' };
  if (target === 'package') return fromDraft();
  return { kind: 'state', state: { step: target, record } };
}
