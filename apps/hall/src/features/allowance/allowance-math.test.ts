import { describe, expect, it } from 'vitest';
import { formatYuan } from '../../lib/money.ts';
import {
  clampPercent,
  dayPackYuan,
  formatTraffic,
  isDayPackName,
  outOfPackageTrafficMb,
  overageYuan,
  type PackageAllowance,
  readAllowance,
  smsOverageYuan,
  type TrafficItem,
  trafficMode,
  usedPercent,
} from './allowance-math.ts';

const trafficItem = (packageName: string, autoDayPackageNum = 0): TrafficItem => ({
  packageName,
  title: '国内通用流量',
  used: 100,
  surplus: 400,
  total: 500,
  percentage: 20,
  autoDayPackageNum,
});

describe('trafficMode', () => {
  it.each<[string, TrafficItem[], string]>([
    ['no traffic item', [], 'hidden'],
    ['plan allowance', [trafficItem('蓝猫19元畅享套餐')], 'normal'],
    ['1元500MB auto-renewing day pack', [trafficItem('1元500MB日包（自动续订）')], 'dayPack'],
    ['day pack with spaces and lower case', [trafficItem('1元 500mb 日包')], 'dayPack'],
    ['15元600M month pack', [trafficItem('15元600M月包')], 'dayPack'],
    ['15元600MB month pack', [trafficItem('15元600MB月包')], 'dayPack'],
    ['11元500MB is another pack', [trafficItem('11元500MB日包')], 'normal'],
    ['0.1元500MB is another pack', [trafficItem('0.1元500MB日包')], 'normal'],
    ['115元600M is another pack', [trafficItem('115元600M月包')], 'normal'],
    ['1元500MB month pack is not the day pack', [trafficItem('1元500MB月包')], 'normal'],
    [
      'only the first item decides',
      [trafficItem('蓝猫19元畅享套餐'), trafficItem('1元500MB日包（自动续订）')],
      'normal',
    ],
  ])('%s → %s', (_label, items, mode) => {
    expect(trafficMode(items)).toBe(mode);
  });

  it.each<[string, boolean]>([
    ['1元500MB日包（自动续订）', true],
    ['15元600M月包', false],
    ['蓝猫19元畅享套餐', false],
  ])('isDayPackName(%s) → %s', (name, expected) => {
    expect(isDayPackName(name)).toBe(expected);
  });
});

describe('out-of-package traffic: (bill − day packs) / 0.25', () => {
  it.each<[number, number, number, number]>([
    // bill yuan, day packs, MB, overage yuan
    [40, 12, 112, 28],
    [0, 0, 0, 0],
    [10, 0, 40, 10],
    [12, 12, 0, 0],
    [12.25, 12, 1, 0.25],
    // 0.1 + 0.2 style float noise must not leak into the result
    [0.3, 0, 1.2, 0.3],
    [5, 8, 0, 0],
    [Number.NaN, 3, 0, 0],
  ])('bill %s, %s day packs → %s MB, %s yuan', (bill, dayPacks, mb, yuan) => {
    expect(outOfPackageTrafficMb(bill, dayPacks)).toBe(mb);
    expect(overageYuan(bill, dayPacks)).toBe(yuan);
  });
});

describe('prices', () => {
  it.each<[number, number]>([
    [0, 0],
    [1, 0.1],
    [2, 0.2],
    [3, 0.3],
    [17, 1.7],
    [-4, 0],
  ])('%s messages cost %s yuan', (messages, yuan) => {
    expect(smsOverageYuan(messages)).toBe(yuan);
  });

  it.each<[number, number]>([
    [0, 0],
    [1, 1],
    [12, 12],
  ])('%s day packs cost %s yuan', (packs, yuan) => {
    expect(dayPackYuan(packs)).toBe(yuan);
  });
});

describe('formatting', () => {
  it.each<[number, string]>([
    [0, '0.00'],
    [0.3, '0.30'],
    [12, '12.00'],
    [0.1 + 0.2, '0.30'],
    [1.005, '1.01'],
    [28.456, '28.46'],
  ])('formatYuan(%s) → %s', (yuan, text) => {
    expect(formatYuan(yuan)).toBe(text);
  });

  it.each<[number, string]>([
    [0, '0MB'],
    [112, '112MB'],
    [1.2, '1.2MB'],
    [0.125, '0.13MB'],
    [1023, '1023MB'],
    [1024, '1.00GB'],
    [3072, '3.00GB'],
    [6000, '5.86GB'],
    [-5, '0MB'],
  ])('formatTraffic(%s) → %s', (mb, text) => {
    expect(formatTraffic(mb)).toBe(text);
  });

  it.each<[number, number]>([
    [30, 30],
    [64.4, 64],
    [-3, 0],
    [130, 100],
    [Number.NaN, 0],
  ])('clampPercent(%s) → %s', (input, percent) => {
    expect(clampPercent(input)).toBe(percent);
  });

  it.each<[number, number, number]>([
    [12, 88, 12],
    [3, 47, 6],
    [0, 0, 0],
    [5, 0, 100],
  ])('usedPercent(%s used, %s left) → %s', (used, surplus, percent) => {
    expect(usedPercent(used, surplus)).toBe(percent);
  });
});

describe('readAllowance', () => {
  const answer = (
    traffic: TrafficItem[],
    outer = { flowcount: 40, minutecount: 5, smscount: 2 },
  ): PackageAllowance => ({
    packageName: '蓝猫日租卡',
    explain: '说明',
    list: [
      { title: '流量', list: traffic },
      { title: '语音', list: [{ title: '国内语音', used: 20, surplus: 80, percentage: 20 }] },
      { title: '短信/彩信', list: [{ used: 3, surplus: 47 }] },
      { title: '套餐外', list: [outer] },
    ],
  });

  it('picks the groups by title and derives the overage from the day packs', () => {
    const view = readAllowance(answer([trafficItem('1元500MB日包（自动续订）', 12)]));
    expect(view.mode).toBe('dayPack');
    expect(view.voice).toHaveLength(1);
    expect(view.sms).toEqual([{ used: 3, surplus: 47 }]);
    expect(view.outer).toEqual({
      trafficMb: 112,
      trafficYuan: 28,
      dayPacks: 12,
      dayPackYuan: 12,
      minutes: 5,
      messages: 2,
      messagesYuan: 0.2,
    });
  });

  it('charges every yuan of the bill to traffic when no day pack was ordered', () => {
    const view = readAllowance(
      answer([trafficItem('蓝猫19元畅享套餐')], { flowcount: 5, minutecount: 0, smscount: 0 }),
    );
    expect(view.mode).toBe('normal');
    expect(view.outer.trafficMb).toBe(20);
    expect(view.outer.dayPacks).toBe(0);
  });

  it('is hidden without traffic and tolerates missing groups', () => {
    const view = readAllowance({
      packageName: '蓝猫语音卡',
      explain: '',
      list: [{ title: '流量', list: [] }],
    });
    expect(view.mode).toBe('hidden');
    expect(view.voice).toEqual([]);
    expect(view.sms).toEqual([]);
    expect(view.outer).toEqual({
      trafficMb: 0,
      trafficYuan: 0,
      dayPacks: 0,
      dayPackYuan: 0,
      minutes: 0,
      messages: 0,
      messagesYuan: 0,
    });
  });
});
