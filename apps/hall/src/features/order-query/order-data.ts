import type { CallData } from '@bluecat/api/gateway';

export type OrderCheck = CallData<'ORDER_QUERY'>['list'][number]['check'];

/** One order of ORDER_QUERY as the screens read it. */
export interface ServiceOrder {
  oid: string;
  date: string;
  name: string;
  detail: string;
  status: OrderStatus;
}

export type OrderTone = 'pending' | 'approved' | 'rejected' | 'expired' | 'unknown';

export interface OrderStatus {
  label: string;
  tone: OrderTone;
}

/** 审核状态 order review status (product.md › 订单查询). */
export const ORDER_STATUS: ReadonlyMap<string, OrderStatus> = new Map<OrderCheck, OrderStatus>([
  ['待审核', { label: '待审核', tone: 'pending' }],
  ['审核通过', { label: '审核通过', tone: 'approved' }],
  ['审核未通过', { label: '审核未通过', tone: 'rejected' }],
  ['订单已失效', { label: '订单已失效', tone: 'expired' }],
]);

/** A status the contract does not list is shown as such, never as one of the four. */
export const UNKNOWN_ORDER_STATUS: OrderStatus = { label: '状态未知', tone: 'unknown' };

export function orderStatus(check: unknown): OrderStatus {
  return (typeof check === 'string' && ORDER_STATUS.get(check.trim())) || UNKNOWN_ORDER_STATUS;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** The order list as it enters the app; an order without an id cannot open its detail and is dropped. */
export function parseOrders(data: unknown): ServiceOrder[] {
  const list = (data as { list?: unknown } | null)?.list;
  if (!Array.isArray(list)) return [];
  return list
    .map((raw: Record<string, unknown>) => ({
      oid: text(raw?.oid),
      date: text(raw?.date),
      name: text(raw?.name),
      detail: text(raw?.detail),
      status: orderStatus(raw?.check),
    }))
    .filter((order) => order.oid !== '');
}

export interface OrderDetail {
  rows: { title: string; content: string }[];
  tips: string;
}

export function parseOrderDetail(data: unknown): OrderDetail {
  const raw = (data ?? {}) as { detail?: unknown; tips?: unknown };
  const rows = Array.isArray(raw.detail)
    ? raw.detail
        .map((row: Record<string, unknown>) => ({ title: text(row?.title), content: text(row?.content) }))
        .filter((row) => row.title !== '' || row.content !== '')
    : [];
  return { rows, tips: text(raw.tips) };
}

/** /orderDetail?oid={oid} */
export function orderDetailHref(detailPath: string, oid: string): string {
  return `${detailPath}?${new URLSearchParams({ oid })}`;
}
