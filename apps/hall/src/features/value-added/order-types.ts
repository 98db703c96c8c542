/** 来电提醒 call reminder, 来电显示 caller display, 订购呼转 call forwarding (product.md › 来电增值业务). */
export type CallPackageType = 1 | 2 | 3;

export const CALL_PACKAGE_TITLES: Record<CallPackageType, string> = {
  1: '来电提醒',
  2: '来电显示',
  3: '订购呼转',
};

export function readPackageType(value: string | null): CallPackageType | null {
  return value === '1' ? 1 : value === '2' ? 2 : value === '3' ? 3 : null;
}

export type PackageAction = 'open' | 'cancel';

export interface OrderParams {
  /** 1 open, 0 unsubscribe */
  operType: 0 | 1;
  /** 0 at once, 1 from next month */
  effectType: 0 | 1;
}

/**
 * product.md › 来电增值业务: opening sends operType 1, effectType 0; cancelling sends operType 0 with effectType 1 for
 * type 1 and 0 for type 3. Type 2 (来电显示) has no cancel: null.
 */
export const ORDER_PARAMS: Record<CallPackageType, Record<PackageAction, OrderParams | null>> = {
  1: { open: { operType: 1, effectType: 0 }, cancel: { operType: 0, effectType: 1 } },
  2: { open: { operType: 1, effectType: 0 }, cancel: null },
  3: { open: { operType: 1, effectType: 0 }, cancel: { operType: 0, effectType: 0 } },
};

export function orderParamsOf(type: CallPackageType, action: PackageAction): OrderParams | null {
  return ORDER_PARAMS[type][action];
}
