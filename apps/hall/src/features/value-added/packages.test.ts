import { describe, expect, it } from 'vitest';
import { orderOutcomeOf, readPackage } from './packages.ts';

describe('orderOutcomeOf', () => {
  it.each<[unknown, ReturnType<typeof orderOutcomeOf>]>([
    [{ code: 1, msg: '订购成功，请稍后进行查询!' }, { kind: 'done' }],
    [{ code: '1', msg: '' }, { kind: 'done' }],
    [
      { code: -100, msg: '余额不足，请充值后再订购' },
      { kind: 'refused', message: '余额不足，请充值后再订购' },
    ],
    [{ code: -100, msg: '' }, { kind: 'failed' }],
    [{ code: 0, msg: '失败' }, { kind: 'failed' }],
    [undefined, { kind: 'failed' }],
    ['ok', { kind: 'failed' }],
  ])('%o → %o', (data, expected) => {
    expect(orderOutcomeOf(data)).toEqual(expected);
  });
});

describe('readPackage', () => {
  it('reads the fee as a number and drops a package without an id', () => {
    expect(
      readPackage({ packageId: 'HZ001', title: '呼叫转移', detail: 'x', postage: '3' as unknown as number }),
    ).toEqual({ packageId: 'HZ001', title: '呼叫转移', detail: 'x', postage: 3 });
    expect(readPackage({ packageId: '', title: 't', detail: '', postage: 1 })).toBeNull();
  });

  it.each([
    ['negative', -3],
    ['past the ceiling', 30436795.56],
    ['not finite', Number.POSITIVE_INFINITY],
    ['not a number', Number.NaN],
    ['unreadable text', '3元'],
    ['absent', undefined],
  ])('drops a package whose fee is %s (%j)', (_case, postage) => {
    expect(
      readPackage({ packageId: 'HZ001', title: '呼叫转移', detail: '', postage: postage as number }),
    ).toBeNull();
  });
});
