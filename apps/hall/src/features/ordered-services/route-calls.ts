import * as calls from '@bluecat/api/calls';
import type { CallBody } from '@bluecat/api/gateway';
import { routeCall } from '@bluecat/api/route-call';
import { FIRST_PAGE, PAGE_SIZE } from './ordered-pages.ts';

type OrderType = CallBody<'ORDER_BUSINESS'>['type'];

/** The tab the screen opens on: 基础套餐. */
export const OPENING_TYPE: OrderType = 1;

/**
 * 已订业务's first call: page 1 of the tab the screen opens on (基础套餐, type 1), started by the route's
 * loader and read by the tab's list (use-ordered-pages.ts) through this same object.
 */
export const firstPageQuery = routeCall(
  calls.ORDER_BUSINESS,
  (): CallBody<'ORDER_BUSINESS'> => ({
    type: OPENING_TYPE,
    page: FIRST_PAGE,
    pageSize: PAGE_SIZE,
  }),
);
