import * as calls from '@bluecat/api/calls';
import { routeCall } from '@bluecat/api/route-call';

/*
 * The plan-change screens' first calls, started by their routes' loaders (after the bound-phone guard's)
 * and read by the screens through these same objects. Small enough for the hall's entry, where the routes
 * are declared.
 */

/** 选择套餐: the member's current plan, asked by the screen itself beside the guard's member. */
export const planMemberQuery = routeCall(calls.PERSONAL_DATA, () => ({}));

/** 选择套餐: the plans on offer. */
export const planProductsQuery = routeCall(calls.RECHARGE_PRODUCT, () => ({}));

/** 套餐详情 of the address's plan (`id`); without one it asks for nothing. */
export const packageDetailsQuery = routeCall(calls.PACKAGE_DETAILS, (url) => {
  const productId = url.searchParams.get('id') ?? '';
  return productId === '' ? null : { productId };
});
