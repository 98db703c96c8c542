import * as calls from '@bluecat/api/calls';
import { GatewayError } from '@bluecat/api/gateway';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api.ts';
import {
  loadOpeningRecord,
  normaliseRecord,
  type OpeningRecord,
  saveOpeningRecord,
  storedUimId,
  UnreadableFeeError,
} from './opening-record.ts';

const record: OpeningRecord = {
  openCardLocation: 2,
  serviceid: '17012345678',
  uimId: 'UIM001',
  recordNumber: 'R001',
  prodOfferId: '1354122',
  prodOfferName: '蓝猫19元套餐',
  sumFee: 0,
  rechargeFlag: 'nopay',
  ifCheckCard: 1,
};

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('loadOpeningRecord', () => {
  it('finds the record of a card', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue({ ok: true, code: 1, msg: '成功', data: record });
    expect(await loadOpeningRecord('UIM001')).toEqual({ kind: 'found', record });
    expect(call).toHaveBeenCalledWith(calls.queryOpenCardLocation, { uimId: 'UIM001' });
  });

  it('reads an empty answer as no record', async () => {
    vi.spyOn(api, 'call').mockResolvedValue({ ok: true, code: 1, msg: '成功', data: {} as never });
    expect(await loadOpeningRecord('UIM001')).toEqual({ kind: 'none' });
  });

  it('fails with the message on a record whose fee cannot be read', async () => {
    vi.spyOn(api, 'call').mockResolvedValue({
      ok: true,
      code: 1,
      msg: '成功',
      data: { ...record, openCardLocation: 1, rechargeFlag: 'start', sumFee: '50元' as never },
    });
    expect(await loadOpeningRecord('UIM001')).toEqual({
      kind: 'failed',
      message: '预存金额异常，请联系管理员',
    });
  });

  it.each([
    ['a refusal', () => Promise.resolve({ ok: false as const, code: -100, msg: '查询失败', data: {} })],
    ['a transport failure', () => Promise.reject(new GatewayError('系统更新中，请稍后重试...', 'network'))],
  ])('reports %s as failed', async (_case, answer) => {
    vi.spyOn(api, 'call').mockImplementation(answer as never);
    expect(await loadOpeningRecord('UIM001')).toEqual({ kind: 'failed' });
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
    vi.spyOn(api, 'call').mockResolvedValue({
      ok: true,
      code: 1,
      msg: '成功',
      data: { ...record, openCardLocation: '2', sumFee: '0.00', ifCheckCard: '1' } as never,
    });
    expect(await loadOpeningRecord('UIM001')).toEqual({ kind: 'found', record });
  });
});

describe('saveOpeningRecord', () => {
  it('sends the whole record with applyEvent 1 and the extras', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue({ ok: true, code: 1, msg: '成功', data: undefined });
    expect(await saveOpeningRecord(record, { payMethod: 1 })).toBe(true);
    expect(call).toHaveBeenCalledWith(calls.addOpenCardLocation, {
      ...record,
      payMethod: 1,
      applyEvent: '1',
    });
  });

  it('is false when the save fails', async () => {
    vi.spyOn(api, 'call').mockRejectedValue(new GatewayError('服务器内部错误 (500)，请稍后重试...', 'http'));
    expect(await saveOpeningRecord(record)).toBe(false);
  });
});

describe('storedUimId', () => {
  it('is null until the wizard stores a card', () => {
    expect(storedUimId()).toBeNull();
    localStorage.setItem('uimId', 'UIM001');
    expect(storedUimId()).toBe('UIM001');
  });
});
