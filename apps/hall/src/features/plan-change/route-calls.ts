import * as calls from '@bluecat/api/calls';
import { routeCall } from '@bluecat/api/route-call';

/*
 * The plan-change screens' first calls, started by their routes' loaders (after the bound-phone guard's)
 * and read by the screens through these same objects. Small enough for the hall's entry, where the routes
 * are declared.
 */

/**
 * 选择套餐: the plans on offer. The member's current plan (PERSONAL_DATA) is not declared here: the
 * bound-phone guard starts that same call for the address, and one address cannot start one call twice
 * from its early script (app/first-calls.test.ts), so the screen still asks for it itself.
 */
export const planProductsQuery = routeCall(calls.RECHARGE_PRODUCT, () => ({}));

/** 套餐详情 of the address's plan (`id`); without one it asks for nothing. */
export const packageDetailsQuery = routeCall(calls.PACKAGE_DETAILS, (url) => {
  const productId = url.searchParams.get('id') ?? '';
  return productId === '' ? null : { productId };
});
