import type { HallFormDraft } from '../../lib/form-drafts.ts';
import type { RechargeChoice } from './products.ts';

/** Draft of the form: it survives a failed payment, a reload and a cancelled cashier. */
export const RECHARGE_DRAFT_KEY: HallFormDraft = 'recharge';

export interface RechargeDraft {
  /** null until the number is edited: the bound number is shown until then. */
  mobilePhone: string | null;
  choice: RechargeChoice | null;
}

export const EMPTY_DRAFT: RechargeDraft = { mobilePhone: null, choice: null };
