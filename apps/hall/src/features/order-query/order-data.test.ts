import { describe, expect, it } from 'vitest';
import { orderDetailHref, orderStatus, parseOrderDetail, parseOrders } from './order-data.ts';

describe('orderStatus', () => {
  it.each([
    ['待审核', '待审核', 'pending'],
    ['审核通过', '审核通过', 'approved'],
    ['审核未通过', '审核未通过', 'rejected'],
    ['订单已失效', '订单已失效', 'expired'],
    [' 审核通过 ', '审核通过', 'approved'],
    ['已完成', '状态未知', 'unknown'],
    [3, '状态未知', 'unknown'],
  ])('%j reads as %s', (check, label, tone) => {
    expect(orderStatus(check)).toEqual({ label, tone });
  });
});

describe('parseOrders', () => {
  it('reads each order once and drops one without an id', () => {
    expect(
      parseOrders({
        list: [
          { oid: 'BK1', date: '2024-06-12 10:21', name: '补卡', check: '待审核', detail: '补卡号码' },
          { date: '2024-06-01', name: '无编号', check: '待审核' },
        ],
      }),
    ).toEqual([
      {
        oid: 'BK1',
        date: '2024-06-12 10:21',
        name: '补卡',
        detail: '补卡号码',
        status: { label: '待审核', tone: 'pending' },
      },
    ]);
  });

  it.each([null, {}, { list: {} }])('reads %j as no order', (data) => {
    expect(parseOrders(data)).toEqual([]);
  });
});

describe('parseOrderDetail', () => {
  it('keeps rows with a title or content and the tips', () => {
    expect(
      parseOrderDetail({
        detail: [
          { title: '订单编号', content: 'BK1' },
          { title: '', content: '' },
          { title: '号码', content: 170 },
        ],
        tips: ' 请留意短信 ',
      }),
    ).toEqual({
      rows: [
        { title: '订单编号', content: 'BK1' },
        { title: '号码', content: '170' },
      ],
      tips: '请留意短信',
    });
  });

  it('reads a missing detail as no rows', () => {
    expect(parseOrderDetail(null)).toEqual({ rows: [], tips: '' });
  });
});

it('builds the detail address', () => {
  expect(orderDetailHref('/orderDetail', 'BK 1')).toBe('/orderDetail?oid=BK+1');
});
