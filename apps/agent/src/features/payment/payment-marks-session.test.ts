// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { clearAgentSession, endExpiredSession } from '../../lib/agent-session.ts';
import { clearFundPoolCharge, markFundPoolCharge, pendingFundPoolCharge } from './fund-pool-pending.ts';
import { forgetPaidOrder, paidOrderOf, rememberPaidOrder } from './paid-order.ts';

const paidRecord = { uimId: 'UIM1', recordNumber: 'KK202406130001', sumFee: 50 };

/**
 * The marks of a charge that may have happened are the only memory of that money on this phone: the end
 * of the agent's session must not erase them (a second charge would follow).
 */
afterEach(() => {
  forgetPaidOrder('UIM1');
  clearFundPoolCharge('UIM2');
});

describe('payment marks and the end of a session', () => {
  it.each([
    ['a logout', clearAgentSession],
    ['an expired session (-101)', endExpiredSession],
  ])('a paid order and a fund-pool charge without an answer outlive %s', (_case, endSession) => {
    rememberPaidOrder(paidRecord, { outTradeNo: 'ZJC1', method: 'fundPool' });
    markFundPoolCharge('UIM2', 'KK202406130002');

    endSession();

    expect(paidOrderOf(paidRecord)).toEqual({ outTradeNo: 'ZJC1', method: 'fundPool' });
    expect(pendingFundPoolCharge('UIM2')).toBe('KK202406130002');
  });

  it('outlive the tab: they are kept on the phone, not in its session', () => {
    markFundPoolCharge('UIM2', 'KK202406130002');
    sessionStorage.clear();
    expect(pendingFundPoolCharge('UIM2')).toBe('KK202406130002');
  });
});
