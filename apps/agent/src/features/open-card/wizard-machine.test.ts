import { describe, expect, it } from 'vitest';
import type { LoadedRecord, OpeningRecord } from '../../lib/opening-record.ts';
import { ICCID, offeredPackage, openingRecord } from '../../testing/opening-examples.ts';
import type { WizardStep } from './step-props.ts';
import {
  afterPackage,
  draftOf,
  type EntryResult,
  entryResult,
  INITIAL_STATE,
  type PackageOffer,
  type ProgressDraft,
  progressIndex,
  type ResumeTarget,
  recordWithPackage,
  resumeTarget,
  type WizardEvent,
  type WizardState,
  wizardReducer,
} from './wizard-machine.ts';

/** The contract's record at the agreement step (card ICCID, free package), with `changes`. */
const storedRecord = (changes: Partial<OpeningRecord> = {}): OpeningRecord => ({
  ...openingRecord(),
  ...changes,
});
const freePackage = offeredPackage('free');
const paidPackage = offeredPackage('paid');
const base = (({
  openCardLocation,
  prodOfferId,
  prodOfferName,
  sumFee,
  rechargeFlag,
  ifCheckCard,
  ...rest
}) => rest)(storedRecord());
const offer: PackageOffer = { base, packages: [freePackage, paidPackage] };
const record = storedRecord();

describe('resumeTarget (product.md › 开卡向导)', () => {
  it.each<[string, Partial<OpeningRecord>, ResumeTarget]>([
    [
      'location 1, fee 50, payment started → payment page',
      { openCardLocation: 1, sumFee: 50, rechargeFlag: 'start' },
      'pay',
    ],
    ['location 1, fee 50, paid → agreement', { openCardLocation: 1, sumFee: 50, rechargeFlag: 'finish' }, 2],
    [
      'location 1, fee 0, start → package again',
      { openCardLocation: 1, sumFee: 0, rechargeFlag: 'start' },
      'package',
    ],
    [
      'location 1, free package → package again',
      { openCardLocation: 1, sumFee: 0, rechargeFlag: 'nopay' },
      'package',
    ],
    ['location 2 → agreement', { openCardLocation: 2 }, 2],
    ['location 3 → joint photo', { openCardLocation: 3, ifCheckCard: 1 }, 3],
    ['location 4 → real-name', { openCardLocation: 4 }, 4],
    ['unknown location', { openCardLocation: 7 as never }, 'package'],
  ])('%s', (_case, changes, expected) => {
    expect(resumeTarget(storedRecord(changes))).toBe(expected);
  });
});

describe('afterPackage (step 1 → 2 or the payment page)', () => {
  it.each([
    [0, { openCardLocation: 2, rechargeFlag: 'nopay', next: 2 }],
    [50, { openCardLocation: 1, rechargeFlag: 'start', next: 'pay' }],
    [0.5, { openCardLocation: 1, rechargeFlag: 'start', next: 'pay' }],
  ])('fee %s', (sumFee, expected) => {
    expect(afterPackage({ sumFee })).toEqual(expected);
  });

  it('builds the saved record from the lookup and the package', () => {
    expect(recordWithPackage(base, paidPackage)).toEqual({
      ...base,
      openCardLocation: 1,
      rechargeFlag: 'start',
      prodOfferId: '1354262',
      prodOfferName: '蓝猫39元大流量卡',
      sumFee: 50,
      ifCheckCard: 1,
    });
    expect(recordWithPackage(base, freePackage)).toMatchObject({
      openCardLocation: 2,
      rechargeFlag: 'nopay',
      sumFee: 0,
      ifCheckCard: 0,
    });
  });
});

describe('progressIndex (four displayed steps over five values)', () => {
  it.each<[WizardStep, number]>([
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 4],
  ])('step %s shows %s/4', (step, shown) => {
    expect(progressIndex(step)).toBe(shown);
  });
});

describe('wizardReducer', () => {
  const step1: WizardState = { step: 1, offer, chosenId: freePackage.prodOfferId };
  const step2: WizardState = { step: 2, record };
  it.each<[string, WizardState, WizardEvent, WizardState]>([
    [
      'an offer shows the package step with the default chosen',
      INITIAL_STATE,
      { type: 'offered', offer },
      step1,
    ],
    [
      'an offer without packages changes nothing',
      INITIAL_STATE,
      { type: 'offered', offer: { base, packages: [] } },
      INITIAL_STATE,
    ],
    [
      'another package of the list is chosen',
      step1,
      { type: 'chose', prodOfferId: paidPackage.prodOfferId },
      { ...step1, chosenId: paidPackage.prodOfferId },
    ],
    ['a package not offered cannot be chosen', step1, { type: 'chose', prodOfferId: '999' }, step1],
    [
      'choosing outside the package step does nothing',
      step2,
      { type: 'chose', prodOfferId: '1354262' },
      step2,
    ],
    [
      'a record resumes at its step',
      INITIAL_STATE,
      { type: 'resumed', record, step: 3 },
      { step: 3, record },
    ],
    [
      'a save keeps the merged record',
      step2,
      { type: 'saved', record: { ...record, netSignUrl: 'u' } },
      { step: 2, record: { ...record, netSignUrl: 'u' } },
    ],
    ['a save before step 2 changes nothing', step1, { type: 'saved', record }, step1],
    ['step 2 goes on to 3', step2, { type: 'went', step: 3 }, { step: 3, record }],
    ['step 2 goes on to 4', step2, { type: 'went', step: 4 }, { step: 4, record }],
    ['a step may go back to 0', { step: 4, record }, { type: 'went', step: 0 }, INITIAL_STATE],
    ['step 1 is never entered from a later step', step2, { type: 'went', step: 1 }, step2],
    ['steps 2–4 need a record', step1, { type: 'went', step: 3 }, step1],
    ['back from the package step', step1, { type: 'back' }, INITIAL_STATE],
    ['back does nothing past the package step', step2, { type: 'back' }, step2],
    ['a restart always ends at 0', { step: 3, record }, { type: 'restarted' }, INITIAL_STATE],
    ['entering sets the whole state', INITIAL_STATE, { type: 'entered', state: step2 }, step2],
  ])('%s', (_case, state, event, expected) => {
    expect(wizardReducer(state, event)).toEqual(expected);
  });
});

describe('entryResult (where the page opens)', () => {
  const found: LoadedRecord = { kind: 'found', record };
  const at = (changes: Partial<OpeningRecord>): LoadedRecord => ({
    kind: 'found',
    record: storedRecord(changes),
  });
  const none: LoadedRecord = { kind: 'none' };
  const draftAt = (step: WizardStep): ProgressDraft =>
    step === 1
      ? { uimId: ICCID, step, offer, chosenId: paidPackage.prodOfferId }
      : { uimId: ICCID, step, offer: null, chosenId: null };
  const plain = { judge: false, payquery: false, draft: null };

  it.each<[string, Parameters<typeof entryResult>[0], EntryResult]>([
    ['no card stored: the card entry', { ...plain, loaded: null }, { kind: 'state', state: INITIAL_STATE }],
    [
      'back from the provider without a card: lost',
      { ...plain, judge: true, loaded: null },
      { kind: 'lost' },
    ],
    [
      'back from a payment without a card: lost',
      { ...plain, payquery: true, loaded: null },
      { kind: 'lost' },
    ],
    ['the record cannot be read', { ...plain, loaded: { kind: 'failed' } }, { kind: 'failed' }],
    [
      'reload at step 2 → agreement',
      { ...plain, loaded: found },
      { kind: 'state', state: { step: 2, record } },
    ],
    [
      'reload at step 3',
      { ...plain, loaded: at({ openCardLocation: 3 }) },
      { kind: 'state', state: { step: 3, record: storedRecord({ openCardLocation: 3 }) } },
    ],
    [
      'reload at step 4',
      { ...plain, loaded: at({ openCardLocation: 4 }) },
      { kind: 'state', state: { step: 4, record: storedRecord({ openCardLocation: 4 }) } },
    ],
    [
      'back from the provider: step 4 whatever the location',
      { ...plain, judge: true, loaded: found },
      { kind: 'state', state: { step: 4, record } },
    ],
    [
      'back from a payment, paid: agreement',
      { ...plain, payquery: true, loaded: at({ openCardLocation: 1, sumFee: 50, rechargeFlag: 'finish' }) },
      {
        kind: 'state',
        state: { step: 2, record: storedRecord({ openCardLocation: 1, sumFee: 50, rechargeFlag: 'finish' }) },
      },
    ],
    [
      'a payment still to make',
      { ...plain, loaded: at({ openCardLocation: 1, sumFee: 50, rechargeFlag: 'start' }) },
      { kind: 'pay' },
    ],
    [
      'reload on the package step: the draft shows it again',
      { ...plain, loaded: none, draft: draftAt(1) },
      { kind: 'state', state: { step: 1, offer, chosenId: paidPackage.prodOfferId } },
    ],
    [
      'reload on the card entry',
      { ...plain, loaded: none, draft: draftAt(0) },
      { kind: 'state', state: INITIAL_STATE },
    ],
    [
      'the tab was past step 1 and the record is gone: lost',
      { ...plain, loaded: none, draft: draftAt(3) },
      { kind: 'lost' },
    ],
    ['back from the provider, record gone: lost', { ...plain, judge: true, loaded: none }, { kind: 'lost' }],
    ['back from a payment, record gone: lost', { ...plain, payquery: true, loaded: none }, { kind: 'lost' }],
    [
      'a new tab, no record: the card entry',
      { ...plain, loaded: none },
      { kind: 'state', state: INITIAL_STATE },
    ],
    [
      'an old location-1 record without payment: the package step from the draft',
      { ...plain, loaded: at({ openCardLocation: 1, rechargeFlag: 'nopay' }), draft: draftAt(1) },
      { kind: 'state', state: { step: 1, offer, chosenId: paidPackage.prodOfferId } },
    ],
  ])('%s', (_case, input, expected) => {
    expect(entryResult(input)).toEqual(expected);
  });

  it('a draft whose chosen package is no longer offered falls back to the default', () => {
    const draft: ProgressDraft = { uimId: ICCID, step: 1, offer, chosenId: 'gone' };
    expect(entryResult({ ...plain, loaded: none, draft })).toEqual({
      kind: 'state',
      state: { step: 1, offer, chosenId: freePackage.prodOfferId },
    });
  });
});

describe('draftOf', () => {
  it('keeps the offer on the package step only', () => {
    expect(draftOf({ step: 1, offer, chosenId: '1354262' }, ICCID)).toEqual({
      uimId: ICCID,
      step: 1,
      offer,
      chosenId: '1354262',
    });
    expect(draftOf({ step: 3, record }, ICCID)).toEqual({
      uimId: ICCID,
      step: 3,
      offer: null,
      chosenId: null,
    });
  });
});
