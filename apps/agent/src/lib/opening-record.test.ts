// @vitest-environment happy-dom
import * as calls from '@bluecat/api/calls';
import { answerWith, bendAnswer, OFFLINE } from '@bluecat/api/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { openingRecord } from '../testing/opening-examples.ts';
import {
  loadOpeningRecord,
  normaliseRecord,
  type OpeningRecord,
  saveOpeningRecord,
  storedUimId,
  UnreadableFeeError,
} from './opening-record.ts';

/** The contract's record at the agreement step (queryOpenCardLocation success, card 89860321245791234567). */
const record: OpeningRecord = openingRecord();
const UIM_ID = record.uimId;

afterEach(() => {
  localStorage.clear();
});

describe('loadOpeningRecord', () => {
  it('finds the record of a card', async () => {
    const server = answerWith({ queryOpenCardLocation: 'success' });
    expect(await loadOpeningRecord(UIM_ID)).toEqual({ kind: 'found', record });
    expect(server.bodiesOf(calls.queryOpenCardLocation)).toEqual([{ uimId: UIM_ID }]);
  });

  it('reads an empty answer as no record', async () => {
    answerWith({ queryOpenCardLocation: 'none' });
    expect(await loadOpeningRecord(UIM_ID)).toEqual({ kind: 'none' });
  });

  it('fails with the message on a record whose fee cannot be read', async () => {
    answerWith({ queryOpenCardLocation: 'location1Unpaid' });
    // A fee the contract does not allow: text with its unit.
    bendAnswer(calls.queryOpenCardLocation, (body) => ({
      ...body,
      data: { ...(body.data as object), sumFee: '50元' },
    }));
    expect(await loadOpeningRecord(UIM_ID)).toEqual({
      kind: 'failed',
      message: '预存金额异常，请联系管理员',
    });
  });

  it.each([
    ['a refusal', 'failed'],
    ['a transport failure', OFFLINE],
  ] as const)('reports %s as failed', async (_case, answer) => {
    answerWith({ queryOpenCardLocation: answer });
    expect(await loadOpeningRecord(UIM_ID)).toEqual({ kind: 'failed' });
  });
});

describe('normaliseRecord (the one place the record is read)', () => {
  it.each([
    ['the location as text', { openCardLocation: '3' }, { openCardLocation: 3 }],
    ['the fee with decimals', { sumFee: '2.00' }, { sumFee: 2 }],
    ['the fee with spaces', { sumFee: ' 50 ' }, { sumFee: 50 }],
    ['a free package', { sumFee: '0' }, { sumFee: 0 }],
    ['the card check as text', { ifCheckCard: '1' }, { ifCheckCard: 1 }],
    ['no card check', { ifCheckCard: '0' }, { ifCheckCard: 0 }],
    ['an unknown card check', { ifCheckCard: 'yes' }, { ifCheckCard: 0 }],
    ['the package id as a number', { prodOfferId: 1354122 }, { prodOfferId: '1354122' }],
    [
      'systemId and serviceKind as text',
      { systemId: '7', serviceKind: '7' },
      { systemId: 7, serviceKind: 7 },
    ],
    ['the flag in capitals', { rechargeFlag: 'FINISH' }, { rechargeFlag: 'finish' }],
    ['a location outside 1–4', { openCardLocation: '9' }, { openCardLocation: 1 }],
  ])('reads %s', (_case, spelled, typed) => {
    expect(normaliseRecord({ ...record, ...spelled })).toEqual({ ...record, ...typed });
  });

  it.each([
    ['nothing', null],
    ['an empty object', {}],
    ['a record without its card', { ...record, uimId: '' }],
  ])('finds no record in %s', (_case, data) => {
    expect(normaliseRecord(data)).toBeNull();
  });

  it.each([['50元'], ['¥50'], [''], [null], [undefined], [-1]])(
    'throws on a fee that reads %j instead of reading it as free',
    (sumFee) => {
      expect(() => normaliseRecord({ ...record, sumFee })).toThrow(UnreadableFeeError);
    },
  );

  it('is what loadOpeningRecord hands on', async () => {
    answerWith({ queryOpenCardLocation: 'success' });
    // The numbers as text, as servers have been seen to send them.
    bendAnswer(calls.queryOpenCardLocation, (body) => ({
      ...body,
      data: { ...(body.data as object), openCardLocation: '2', sumFee: '0.00', ifCheckCard: '0' },
    }));
    expect(await loadOpeningRecord(UIM_ID)).toEqual({ kind: 'found', record });
  });
});

describe('saveOpeningRecord', () => {
  it('sends the whole record with applyEvent 1 and the extras', async () => {
    const server = answerWith({ addOpenCardLocation: 'success' });
    expect(await saveOpeningRecord(record, { payMethod: 1 })).toBe(true);
    expect(server.bodiesOf(calls.addOpenCardLocation)).toEqual([
      { ...record, payMethod: 1, applyEvent: '1' },
    ]);
  });

  it.each([
    ['refused', 'failed'],
    ['not answered (500)', 'code=500'],
  ] as const)('is false when the save is %s', async (_case, answer) => {
    answerWith({ addOpenCardLocation: answer });
    expect(await saveOpeningRecord(record)).toBe(false);
  });
});

describe('storedUimId', () => {
  it('is null until the wizard stores a card', () => {
    expect(storedUimId()).toBeNull();
    localStorage.setItem('uimId', UIM_ID);
    expect(storedUimId()).toBe(UIM_ID);
  });
});
