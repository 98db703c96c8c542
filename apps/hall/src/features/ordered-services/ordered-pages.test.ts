import { describe, expect, it } from 'vitest';
import type { OrderedBusiness } from './order-status.ts';
import {
  applyAnswer,
  applyFailure,
  canLoadMore,
  freshList,
  listStatus,
  type PageAnswer,
  readOrderPage,
  requestMore,
  type TabList,
} from './ordered-pages.ts';

const item = (n: number): OrderedBusiness => ({
  packageName: `流量包${n}`,
  effectTime: '2024-06-01 00:00:00',
  overTime: '2024-06-30 23:59:59',
  orderTime: '2024-05-28 10:12:40',
  status: 1,
});
const items = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => item(from + index));

describe('readOrderPage', () => {
  it.each<[string, unknown, PageAnswer]>([
    [
      'top-level list, no data',
      { code: 1, msg: '成功', list: [item(1)] },
      { kind: 'page', items: [item(1)] },
    ],
    ['empty list', { code: 1, msg: '成功', list: [] }, { kind: 'page', items: [] }],
    ['the data handed back instead of the body', { code: -100, msg: '业务查询失败' }, { kind: 'noData' }],
    ['data that is not an envelope', { msg: '无记录' }, { kind: 'noData' }],
    [
      'data null keeps the key in the body',
      { code: 1, msg: '成功', data: null, list: [item(1)] },
      { kind: 'noData' },
    ],
    ['data beside a list', { code: 1, msg: '成功', data: {}, list: [item(1)] }, { kind: 'noData' }],
    ['no list', { code: 1, msg: '成功' }, { kind: 'noData' }],
    ['a list that is not an array', { code: 1, msg: '成功', list: 'x' }, { kind: 'noData' }],
    ['not an object', 'ok', { kind: 'noData' }],
    [
      'entries that are not services are dropped',
      { code: 1, list: [item(1), null, { a: 1 }] },
      { kind: 'page', items: [item(1)] },
    ],
  ])('%s', (_label, value, expected) => {
    expect(readOrderPage(value)).toEqual(expected);
  });
});

const loaded = (count: number, page = 1): TabList => ({
  items: items(1, count),
  page,
  pending: null,
  error: null,
  moreFailed: false,
  done: count % 6 !== 0,
});

describe('paging', () => {
  it.each<[string, TabList, number, PageAnswer | string, Partial<TabList>]>([
    [
      'a full first page may have more',
      freshList(),
      1,
      { kind: 'page', items: items(1, 6) },
      { page: 1, done: false },
    ],
    [
      'a short first page is the last',
      freshList(),
      1,
      { kind: 'page', items: items(1, 3) },
      { page: 1, done: true },
    ],
    ['an empty first page', freshList(), 1, { kind: 'page', items: [] }, { page: 1, done: true, items: [] }],
    ['data on page 1 means 暂无数据', freshList(), 1, { kind: 'noData' }, { page: 0, done: true, items: [] }],
    [
      'page 1 fails',
      freshList(),
      1,
      '服务器内部错误 (500)，请稍后重试...',
      { error: '服务器内部错误 (500)，请稍后重试...' },
    ],
    [
      'page 2 appends',
      { ...loaded(6), pending: 2 },
      2,
      { kind: 'page', items: items(7, 2) },
      { page: 2, done: true, items: items(1, 8) },
    ],
    [
      'data on page 2 ends the list',
      { ...loaded(6), pending: 2 },
      2,
      { kind: 'noData' },
      { page: 1, done: true },
    ],
    [
      'page 2 fails and keeps the list',
      { ...loaded(6), pending: 2 },
      2,
      '请求异常',
      { moreFailed: true, error: null },
    ],
    ['an answer nobody waits for is ignored', loaded(6), 2, { kind: 'page', items: items(7, 6) }, loaded(6)],
    ['a failure nobody waits for is ignored', loaded(6), 2, '请求异常', loaded(6)],
  ])('%s', (_label, list, page, outcome, expected) => {
    const next =
      typeof outcome === 'string' ? applyFailure(list, page, outcome) : applyAnswer(list, page, outcome);
    expect(next).toMatchObject({ ...expected, pending: null });
  });

  it.each<[string, TabList, boolean]>([
    ['before page 1 is answered', freshList(), false],
    ['after a full page', loaded(6), true],
    ['after the last page', loaded(3), false],
    ['while a page is under way', { ...loaded(6), pending: 2 }, false],
    ['after page 1 failed', { ...freshList(), pending: null, error: '请求异常' }, false],
    ['after page 2 failed', { ...loaded(6), moreFailed: true }, true],
  ])('can load more %s: %s', (_label, list, expected) => {
    expect(canLoadMore(list)).toBe(expected);
    expect(requestMore(list).pending).toBe(expected ? list.page + 1 : list.pending);
  });

  it('asking again after a failed page clears the failure', () => {
    expect(requestMore({ ...loaded(6), moreFailed: true })).toMatchObject({ pending: 2, moreFailed: false });
  });

  it.each<[string, TabList, string]>([
    ['fresh', freshList(), 'loading'],
    ['page 1 failed', { ...freshList(), pending: null, error: '请求异常' }, 'error'],
    ['page 1 answered', loaded(3), 'success'],
    ['page 1 carried data', { ...freshList(), pending: null, done: true }, 'success'],
    ['page 2 under way', { ...loaded(6), pending: 2 }, 'success'],
  ])('status when %s: %s', (_label, list, status) => {
    expect(listStatus(list)).toBe(status);
  });
});
