import type { CallData } from '@bluecat/api/gateway';
import { readPrice } from '@bluecat/rules/money';

type Products = CallData<'RECHARGE_PRODUCT'>;

/** 1 蓝猫流量套餐, 2 王卡套餐 (the plan product's Calldisplay). */
export type PlanGroup = 1 | 2;

export interface Plan {
  productId: string;
  name: string;
  /** Yuan per month, as shown: 19 → '19', 19.9 → '19.90'. */
  monthly: string;
  group: PlanGroup;
}

export interface PlanOffer {
  /** The member's number and current plan, which PACKAGE_CHANGE names as the one being left. */
  packageId: string;
  packageName: string;
  plans: Plan[];
  /** The tabs to show, 蓝猫 first; 王卡 only when the server offers such plans (product.md › 变更套餐 "if enabled"). */
  groups: PlanGroup[];
}

export const GROUP_LABELS: Record<PlanGroup, string> = { 1: '蓝猫流量套餐', 2: '王卡套餐' };

/** A monthly price as shown (19 → '19', 19.9 → '19.90'), or null when it is not a price (readPrice). */
function monthlyOf(amount: unknown): string | null {
  const value = readPrice(amount);
  if (value === null) return null;
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/**
 * The plans on offer, parsed once where the answer enters. Only plans of the number's serviceKind (7 or 8,
 * product.md › 变更套餐) are offered, and not the plan the member already has. The 王卡 tab is "enabled" exactly when at
 * least one Calldisplay 2 plan remains: the server decides by what it lists. A plan whose monthly
 * price is not a price (negative, unreadable, past PRICE_CEILING_YUAN) is not offered.
 */
export function planOfferOf(
  products: Products,
  current: { packageId: string; packageName: string },
): PlanOffer {
  const kind = Number(products.serviceKind);
  const plans: Plan[] = [];
  for (const item of products.userprod?.list ?? []) {
    const productId = String(item.productId ?? '');
    if (productId === '' || productId === current.packageId) continue;
    if (Number(item.serviceKind) !== kind) continue;
    const monthly = monthlyOf(item.amount);
    if (monthly === null) continue;
    const group: PlanGroup = Number(item.Calldisplay) === 2 ? 2 : 1;
    plans.push({ productId, name: String(item.name ?? ''), monthly, group });
  }
  const groups: PlanGroup[] = [1];
  if (plans.some((plan) => plan.group === 2)) groups.push(2);
  return { ...current, plans, groups };
}

/** PACKAGE_CHANGE's answer: rspCode '0000' is accepted; anything else is refused with rspDesc. */
export function changeOutcomeOf(data: unknown): { accepted: true } | { accepted: false; message: string } {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  if (String(record.rspCode ?? '') === '0000') return { accepted: true };
  const desc = typeof record.rspDesc === 'string' && record.rspDesc.trim() !== '' ? record.rspDesc : '';
  return { accepted: false, message: desc || CHANGE_REFUSED };
}

/** Decided: the words when a refusal names no reason. */
export const CHANGE_REFUSED = '套餐变更失败，请稍后重试';

/** The history entry /ChoosePackage is opened with once the SMS code matched. */
export interface VerifiedPlanState {
  verified: true;
}

export function isVerifiedPlanState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>).verified === true;
}

/** product.md › 变更套餐: the confirm dialog's words. */
export const CHANGE_CONFIRM_MESSAGE =
  '套餐变更将于次月1日生效，提交后不可撤销；原套餐的最低消费及合约期限保持不变。确定变更吗？';
