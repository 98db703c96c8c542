import { removeStored, type StoredKey } from '@bluecat/api/storage';
import { HALL_FLOW_DRAFTS, type HallFlow } from '@bluecat/api/stored-names';
import { clearDraft, clearDrafts } from '@bluecat/ui/drafts';
import { hallStore, subscriberRevisionAtom } from './hall-store.ts';

/*
 * The hall's drafts are declared, by flow, in @bluecat/api/stored-names (HALL_DRAFTS, HALL_FLOW_DRAFTS for
 * the personal ones, HALL_FORM_DRAFTS for the rest), where the journeys' storage check reads them too. Each
 * personal draft lives only while its flow does: the flow's end (success, confirmed exit) forgets the flow's
 * keys, and a change of subscriber (bind, unbind, 清除登录信息, -101) forgets them all.
 * docs/integration-testing.md, "What the hall stores", lists them with what each holds.
 */
export {
  HALL_DRAFTS,
  HALL_FLOW_DRAFTS,
  HALL_FORM_DRAFTS,
  type HallDraft,
  type HallFlow,
} from '@bluecat/api/stored-names';

/**
 * The spec's stored keys that belong to the subscriber of the moment (000 §3, §4): a face check's type and
 * biz_no, and the number the invoice ID-photo check confirmed. The token itself is the caller's to remove.
 */
const SUBSCRIBER_KEYS = ['biz_no', 'authType', 'phone'] as const satisfies readonly StoredKey[];

/** A flow ended (its success, or a confirmed exit): what it kept of the person goes. */
export function endFlow(flow: HallFlow): void {
  for (const key of HALL_FLOW_DRAFTS[flow]) clearDraft(key);
}

/**
 * The subscriber of this tab changed or left (bind, unbind, 清除登录信息, -101): every draft of the tab, the
 * declared ones and any other (the hall has its own origin, so every draft is the hall's), a waiting face
 * check, and what screens cache of the previous number (points history) go.
 */
export function forgetSubscriber(): void {
  clearDrafts(() => true);
  for (const key of SUBSCRIBER_KEYS) removeStored(key);
  hallStore.set(subscriberRevisionAtom, (revision) => revision + 1);
}
