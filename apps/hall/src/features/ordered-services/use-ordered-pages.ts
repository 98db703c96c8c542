import * as calls from '@bluecat/api/calls';
import type { CallBody } from '@bluecat/api/gateway';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';
import {
  applyAnswer,
  applyFailure,
  FIRST_PAGE,
  freshList,
  PAGE_SIZE,
  readOrderPage,
  requestMore,
  type TabList,
} from './ordered-pages.ts';
import { firstPageQuery, OPENING_TYPE } from './route-calls.ts';

/** 1 基础套餐 base package, 2 流量包 traffic pack, 3 增值业务 value-added. */
export type OrderType = CallBody<'ORDER_BUSINESS'>['type'];

const LOAD_FAILED = '加载失败';

/**
 * The lists of the tabs, page by page. Each tab keeps what it loaded while the screen is open; the page
 * under way is asked for by an effect, so leaving a tab (or the screen) cancels it, and coming back asks
 * again. Loading shows in the screen (skeleton, 加载中...), never as the gateway's overlay. The first ask
 * for the opening tab's page 1 takes what the route's loader started (route-calls.ts); every later one,
 * 重试 included, asks the server again. An ask left before its answer (strict mode mounts twice) does
 * not count.
 */
export function useOrderedPages(type: OrderType) {
  const [lists, setLists] = useState<Partial<Record<OrderType, TabList>>>({});
  const list = lists[type] ?? freshList();
  const pending = list.pending;
  const routeRead = useRef(true);

  useEffect(() => {
    if (pending === null) return;
    const controller = new AbortController();
    const update = (change: (current: TabList) => TabList) =>
      setLists((current) => ({ ...current, [type]: change(current[type] ?? freshList()) }));
    const body: CallBody<'ORDER_BUSINESS'> = { type, page: pending, pageSize: PAGE_SIZE };
    const first = routeRead.current && type === OPENING_TYPE && pending === FIRST_PAGE;
    const counted = () => {
      if (first && !controller.signal.aborted) routeRead.current = false;
    };
    api
      .call(calls.ORDER_BUSINESS, body, {
        toast: false,
        loading: false,
        signal: controller.signal,
        ...(first ? { route: firstPageQuery } : {}),
      })
      .then(
        (result) => {
          counted();
          if (controller.signal.aborted) return;
          update((current) =>
            result.ok
              ? applyAnswer(current, pending, readOrderPage(result.data))
              : applyFailure(current, pending, result.msg || LOAD_FAILED),
          );
        },
        (error: unknown) => {
          counted();
          if (controller.signal.aborted) return;
          const message = error instanceof Error && error.message !== '' ? error.message : LOAD_FAILED;
          update((current) => applyFailure(current, pending, message));
        },
      );
    return () => controller.abort();
  }, [type, pending]);

  const loadMore = useCallback(
    () => setLists((current) => ({ ...current, [type]: requestMore(current[type] ?? freshList()) })),
    [type],
  );
  const retry = useCallback(() => setLists((current) => ({ ...current, [type]: freshList() })), [type]);

  return { list, loadMore, retry };
}
