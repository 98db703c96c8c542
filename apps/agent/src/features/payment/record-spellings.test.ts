import { writeStored } from '@bluecat/api/storage';
import { beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import { loadOpeningRecord } from '../../lib/opening-record.ts';
import { storeAgentSession } from '../../testing/signed-in-agent.ts';
import { answerFrom, ok, type Script } from '../../testing/call-fixture.ts';
import { unpaidRecord } from '../../testing/opening-record-fixture.ts';
import { loadPayPage, loadQueryPage } from './load-payment.ts';

vi.mock('../../lib/api.ts', () => ({ api: { call: vi.fn() } }));

const call = api.call as unknown as Mock<(call: { name: string }, body?: unknown) => Promise<unknown>>;

/**
 * The opening record as a server that spells its numbers as text sends it: the location "1", the fee
 * "50.00", the card check "1", the system and service kind "7", and the package id as a number.
 */
const spelled = {
  ...unpaidRecord,
  openCardLocation: '1',
  sumFee: '50.00',
  ifCheckCard: '1',
  systemId: '7',
  serviceKind: '7',
  prodOfferId: 1354262,
};

let answers: Script;

beforeEach(() => {
  storeAgentSession();
  writeStored('uimId', unpaidRecord.uimId);
  answers = { queryOpenCardLocation: ok(spelled), getPayKind: ok({ payKind: 1 }) };
  call.mockReset().mockImplementation(answerFrom(answers));
});

const signal = new AbortController().signal;

describe('a record whose numbers come as text, at the payment hand-off', () => {
  it('is read with the contract types', async () => {
    expect(await loadOpeningRecord(unpaidRecord.uimId)).toEqual({
      kind: 'found',
      record: { ...unpaidRecord, sumFee: 50, prodOfferId: '1354262' },
    });
  });

  it('/OpenPay takes location "1" with fee "50.00" and start as awaiting payment, not as the wizard’s', async () => {
    const page = await loadPayPage(signal);
    expect(page).toMatchObject({
      kind: 'pay',
      method: 'wechat',
      record: { sumFee: 50, openCardLocation: 1 },
    });
  });

  it('/WxQuery asks about it too', async () => {
    expect(await loadQueryPage()).toMatchObject({ kind: 'ask' });
  });

  it('a paid record ("finish") goes back to the wizard', async () => {
    answers.queryOpenCardLocation = ok({ ...spelled, rechargeFlag: 'finish' });
    expect(await loadPayPage(signal)).toEqual({ kind: 'handBack' });
  });

  it('a record at location "2" goes back to the wizard', async () => {
    answers.queryOpenCardLocation = ok({
      ...spelled,
      openCardLocation: '2',
      rechargeFlag: 'nopay',
      sumFee: '0',
    });
    expect(await loadPayPage(signal)).toEqual({ kind: 'handBack' });
  });
});
