import { removeStored } from '@bluecat/api/storage';

/**
 * The keys of one opening (002 §3): the card, the payment and real-name flags and tokens, and the
 * per-visit record number. The agent's session and the universal top-up's key stay.
 */
export function forgetOpening() {
  for (const key of ['uimId', 'payquery', 'Judge', 'GetToken', 'BizNo', 'WxPayFlag'] as const)
    removeStored(key);
  removeStored('recordNumber');
  removeStored('biz_no');
}
