// @vitest-environment happy-dom
import * as calls from '@bluecat/api/calls';
import { writeStored } from '@bluecat/api/storage';
import { answerWith, bendAnswer } from '@bluecat/api/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadOpeningRecord } from '../../lib/opening-record.ts';
import { openingRecord, type RecordExample } from '../../testing/opening-examples.ts';
import { storeAgentSession } from '../../testing/signed-in-agent.ts';
import { spelledAsText } from '../../testing/spelled-as-text.ts';
import { loadPayPage, loadQueryPage } from './load-payment.ts';

/** The contract's opening awaiting its payment: fee 50, started, no order yet. */
const unpaidRecord = openingRecord('location1Unpaid');

/** The contract's record `name` as a server that spells its numbers as text sends it. */
function answerSpelled(name: RecordExample) {
  answerWith({ queryOpenCardLocation: name, getPayKind: 'wechat' });
  bendAnswer(calls.queryOpenCardLocation, ({ data, ...envelope }) => ({
    ...envelope,
    data: spelledAsText(data as Record<string, unknown>),
  }));
}

beforeEach(() => {
  storeAgentSession();
  writeStored('uimId', unpaidRecord.uimId);
});

const signal = new AbortController().signal;
const payPage = new URL('http://agent.test/OpenPay');
const queryPage = new URL('http://agent.test/WxQuery');

describe('a record whose numbers come as text, at the payment hand-off', () => {
  it('is read with the contract types', async () => {
    answerSpelled('location1Unpaid');
    expect(await loadOpeningRecord(unpaidRecord.uimId)).toEqual({ kind: 'found', record: unpaidRecord });
  });

  it('/OpenPay takes location "1" with fee "50.00" and start as awaiting payment, not as the wizard’s', async () => {
    answerSpelled('location1Unpaid');
    const page = await loadPayPage(payPage, signal);
    expect(page).toMatchObject({
      kind: 'pay',
      method: 'wechat',
      record: { sumFee: 50, openCardLocation: 1 },
    });
  });

  it('/WxQuery asks about it too', async () => {
    answerSpelled('location1Unpaid');
    expect(await loadQueryPage(queryPage)).toMatchObject({ kind: 'ask' });
  });

  it('a paid record ("finish") goes back to the wizard', async () => {
    answerSpelled('location1Paid');
    expect(await loadPayPage(payPage, signal)).toEqual({ kind: 'handBack' });
  });

  it('a record at location "2" goes back to the wizard', async () => {
    answerSpelled('location2');
    expect(await loadPayPage(payPage, signal)).toEqual({ kind: 'handBack' });
  });
});
