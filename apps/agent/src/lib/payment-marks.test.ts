// @vitest-environment happy-dom
import { DRAFT_PREFIX, writeDraft } from '@bluecat/ui/drafts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearMark,
  MARK_MAX_AGE_MS,
  MARK_PREFIX,
  PAYMENT_MARKS,
  readMark,
  writeMark,
} from './payment-marks.ts';

const key = PAYMENT_MARKS.fundPoolPending('UIM1');
const SAVED = Date.UTC(2026, 5, 13, 10, 26);

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('payment marks', () => {
  it('keep a value on the phone, outside the tab, until cleared', () => {
    writeMark(key, { recordNumber: 'KK1' });
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem(`${MARK_PREFIX}fund-pool:UIM1`)).not.toBeNull();
    expect(readMark(key)).toEqual({ recordNumber: 'KK1' });
    clearMark(key);
    expect(readMark(key)).toBeNull();
  });

  it('expire by age, not by session', () => {
    writeMark(key, { recordNumber: 'KK1' }, SAVED);
    expect(readMark(key, SAVED + MARK_MAX_AGE_MS - 1)).toEqual({ recordNumber: 'KK1' });
    expect(readMark(key, SAVED + MARK_MAX_AGE_MS)).toBeNull();
    // An expired mark is gone, not only hidden.
    expect(localStorage.length).toBe(0);
  });

  it('count a mark stamped ahead of the clock as new', () => {
    writeMark(key, { recordNumber: 'KK1' }, SAVED);
    expect(readMark(key, SAVED - 60 * 60 * 1000)).toEqual({ recordNumber: 'KK1' });
  });

  it("sweep other cards' expired marks when one is written", () => {
    writeMark(PAYMENT_MARKS.paidOrder('OLD'), { outTradeNo: 'X', method: 'wechat' }, SAVED);
    writeMark(PAYMENT_MARKS.paidOrder('RECENT'), { outTradeNo: 'Y', method: 'wechat' }, SAVED + 1000);
    localStorage.setItem(`${MARK_PREFIX}paid-order:BROKEN`, 'not json');
    localStorage.setItem('tokens', 'kept');

    writeMark(key, { recordNumber: 'KK1' }, SAVED + MARK_MAX_AGE_MS);

    expect(Object.keys(localStorage).sort()).toEqual(
      [`${MARK_PREFIX}fund-pool:UIM1`, `${MARK_PREFIX}paid-order:RECENT`, 'tokens'].sort(),
    );
  });

  it('read a mark an earlier version kept as a tab draft, and clear it', () => {
    writeDraft(key, { recordNumber: 'KK0' });
    expect(readMark(key)).toEqual({ recordNumber: 'KK0' });
    clearMark(key);
    expect(sessionStorage.getItem(`${DRAFT_PREFIX}${key}`)).toBeNull();
    expect(readMark(key)).toBeNull();
  });

  it('ignore what does not parse', () => {
    localStorage.setItem(`${MARK_PREFIX}${key}`, '{"value":1}');
    expect(readMark(key)).toBeNull();
  });
});
