import { removeStored, type StoredKey } from '@bluecat/api/storage';
import { clearDrafts } from '@bluecat/ui/drafts';
import { hallStore, subscriberRevisionAtom } from './hall-store.ts';

/*
 * Apart from hall-drafts.ts: the gateway (in every page's entry) forgets the subscriber on -101, and the
 * tables of every flow's drafts that hall-drafts.ts reads are for the flows' own screens, loaded with them.
 */

/**
 * The spec's stored keys that belong to the subscriber of the moment (product.md › 个人数据): a face check's type and
 * biz_no, and the number the invoice ID-photo check confirmed. The token itself is the caller's to remove.
 */
const SUBSCRIBER_KEYS = ['biz_no', 'authType', 'phone'] as const satisfies readonly StoredKey[];

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
