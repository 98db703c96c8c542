import { readYuan } from '@bluecat/rules/money';
import type { Balance, Bill } from './chart-options.ts';

/**
 * The bills' answers read once, where they arrive: amounts that come as text ("26.50") become numbers, an
 * unreadable one NaN (shown as '--', never as 0), and a missing text or list becomes '' or [], so a server
 * that leaves out `explain` or `legend` shows the rest of the bill instead of 页面出错了.
 */

type Raw = Record<string, unknown>;

function record(value: unknown): Raw {
  return value !== null && typeof value === 'object' ? (value as Raw) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** NaN when unreadable: formatYuan shows '--' and the charts leave the part out. */
function yuan(value: unknown): number {
  return readYuan(value) ?? Number.NaN;
}

/** 余额详情: QUERY_BALANCE's data. */
export function readBalance(raw: unknown): Balance {
  const data = record(raw);
  return {
    amount: yuan(data.amount),
    title: text(data.title),
    explain: text(data.explain),
    data: list(data.data).map(text),
    dataVal: list(data.dataVal).map(yuan),
    color: list(data.color).map(text),
  };
}

/** 账单: QUERY_BILL_DETAILS's data. */
export function readBill(raw: unknown): Bill {
  const data = record(raw);
  return {
    amount: yuan(data.amount),
    date: text(data.date),
    title: text(data.title),
    detailTitle: text(data.detailTitle),
    desc: text(data.desc),
    color: list(data.color).map(text),
    legend: list(data.legend).map(text),
    chart: list(data.chart).map((item) => ({
      name: text(record(item).name),
      value: yuan(record(item).value),
    })),
    list: list(data.list).map((item) => ({
      name: text(record(item).name),
      amount: yuan(record(item).amount),
    })),
  };
}
