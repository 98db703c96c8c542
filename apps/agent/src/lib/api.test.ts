// @vitest-environment happy-dom
import * as calls from '@bluecat/api/calls';
import { readStored, writeStored } from '@bluecat/api/storage';
import { answerWith } from '@bluecat/api/testing';
import { readDraft, writeDraft } from '@bluecat/ui/drafts';
import { describe, expect, it, vi } from 'vitest';
import { storeAgentSession } from '../testing/signed-in-agent.ts';
import { AGENT_DRAFTS } from './agent-drafts.ts';
import { readAgentSession } from './agent-session.ts';
import { api } from './api.ts';
import { PAYMENT_MARKS, readMark, writeMark } from './payment-marks.ts';

vi.mock('@bluecat/ui/overlays', () => ({
  toast: vi.fn(),
  showLoading: vi.fn(() => () => undefined),
  alert: vi.fn(() => Promise.resolve()),
}));

describe('the agent gateway', () => {
  it("a -101 answer ends the session and forgets the opening's keys and drafts, not its payment marks", async () => {
    storeAgentSession();
    writeStored('uimId', '8986011234567890123');
    writeStored('recordNumber', 'R20261123001');
    writeStored('Judge', 'RealNameStart');
    writeStored('WxPayFlag', 'WX1');
    writeDraft(AGENT_DRAFTS.cardEntry('main'), { phone: '17079112345', cardNo: '1234567' });
    writeDraft(AGENT_DRAFTS.agreement('8986011234567890123'), { strokes: [[{ x: 1, y: 2 }]] });
    writeDraft(AGENT_DRAFTS.progress('main'), { step: 1, offer: { packages: [] } });
    // The only memory that a charge may have happened: it must outlive the session.
    writeMark(PAYMENT_MARKS.paidOrder('8986011234567890123'), { outTradeNo: 'WX1', method: 'wechat' });
    writeMark(PAYMENT_MARKS.fundPoolPending('8986011234567890124'), { recordNumber: 'R20261123002' });
    // A universal top-up on this phone is nobody's session: its order stays to be asked about.
    writeStored('BOSSouttradeno', 'BOSS1');
    writeStored('BOSStopUp', { recordNumber: 'R-TOPUP', serviceid: '17088886666', amount: 50 });
    answerWith({ checkworknoinfo: 'tokenExpired' });

    const result = await api.call(calls.checkworknoinfo, { workNo: 'LM360107', type: 1 });

    expect(result).toMatchObject({ ok: false, code: -101 });
    expect(readStored('tokens')).toBeNull();
    expect(readAgentSession()).toBeNull();
    expect(readStored('Userdata')).toBeNull();
    for (const key of ['uimId', 'recordNumber', 'Judge', 'WxPayFlag'] as const) {
      expect(readStored(key)).toBeNull();
    }
    expect(readDraft(AGENT_DRAFTS.cardEntry('main'))).toBeNull();
    expect(readDraft(AGENT_DRAFTS.agreement('8986011234567890123'))).toBeNull();
    expect(readDraft(AGENT_DRAFTS.progress('main'))).toBeNull();
    expect(readMark(PAYMENT_MARKS.paidOrder('8986011234567890123'))).toEqual({
      outTradeNo: 'WX1',
      method: 'wechat',
    });
    expect(readMark(PAYMENT_MARKS.fundPoolPending('8986011234567890124'))).toEqual({
      recordNumber: 'R20261123002',
    });
    expect(readStored('BOSSouttradeno')).toBe('BOSS1');
    expect(readStored('BOSStopUp')).toEqual({
      recordNumber: 'R-TOPUP',
      serviceid: '17088886666',
      amount: 50,
    });
  });
});
