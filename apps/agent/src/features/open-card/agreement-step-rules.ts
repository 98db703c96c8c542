import type { Rule } from '@bluecat/rules/validate';
import { AGENT_DRAFTS } from '../../lib/agent-drafts.ts';

/** What the agreement step checks before the signature is uploaded (product.md › 开卡向导 agreement step). */
export interface AgreementForm {
  /** The agreement has been scrolled to its end. */
  readToEnd: boolean;
  /** 我已阅读并同意 ticked. */
  agreed: boolean;
  /** Something has been drawn on the signature pad. */
  signed: boolean;
}

/** In the spec's order: read to the end, then agree, then sign. */
export const agreementRules: readonly Rule<AgreementForm>[] = [
  { field: 'readToEnd', test: (_value, form) => form.readToEnd, message: '请完整看完《蓝猫移动入网协议》' },
  { field: 'agreed', test: (_value, form) => form.agreed, message: '请您阅读并同意《蓝猫移动入网协议》' },
  { field: 'signed', test: (_value, form) => form.signed, message: '电子签名不能为空' },
];

/** product.md › 开卡向导: the end of the agreement counts as reached within 2 px (fractional scroll positions on high-DPI screens). */
export const SCROLL_END_TOLERANCE_PX = 2;

export interface ScrollBox {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/** True when the box shows its last line: scrolled to the end, or short enough to need no scrolling. */
export function isScrolledToEnd(box: ScrollBox, tolerance: number = SCROLL_END_TOLERANCE_PX): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= tolerance;
}

/** The step's draft (read to the end, agreed, the strokes) of one card, in this tab. */
export const agreementDraftKey = AGENT_DRAFTS.agreement;
