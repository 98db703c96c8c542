import { readDraft, writeDraft } from '@bluecat/ui/drafts';
import { AGENT_DRAFTS } from '../../lib/agent-drafts.ts';

/*
 * Apart from scan-link.ts: the route's first call (route-calls.ts) reads the entry from the address, and
 * the route modules are in the app's entry, which then holds these few lines and not the order's reader.
 */

/**
 * How /VnoOpenCard was entered (product.md › 扫码开卡):
 * - 扫码 order: `?pone=<order id>` from a scanned code. getPhoneById gives the number, the card (its last
 *   7 characters are the card entry) and loginName, the work number of the agent the order belongs to;
 *   the card is opened for that agent, so the link works on a phone where nobody has signed in.
 * - 渠道 channel: `?title=<channel>` after a channel's no-code login (Hgxh lands with title=pcssh). The
 *   title names the channel entry the signed-in channel account came through; the agent types the
 *   number and card as on /OpenCard and picks from the package list. It is remembered with the order
 *   id, so a return from the payment or real-name pages (which come back to the bare address) continues
 *   in the same entry.
 */
export type ScanEntry = { kind: 'order'; pone: string } | { kind: 'channel'; title: string };

export const SCAN_MESSAGES = {
  /** product.md › 扫码开卡: the scanned link carries no order id. */
  missingPone: '数据缺失,请重新扫码！',
  /** product.md › 扫码开卡: the channel link carries no title. */
  missingTitle: '数据缺失,请重新打开链接！',
  /** product.md › 扫码开卡: the scan link's order could not be read. */
  fetchFailed: '获取数据失败，请稍后重试！',
} as const;

const REMEMBERED_ENTRY = AGENT_DRAFTS.scanLink();

export type ScanEntryResult = { ok: true; entry: ScanEntry } | { ok: false; message: string };

/**
 * The entry of this visit: the address's own pone or title, else the one this tab remembered. An
 * address that names a parameter but leaves it empty is a broken link, whatever the tab remembers.
 */
export function readScanEntry(search: URLSearchParams, remembered: ScanEntry | null): ScanEntryResult {
  const pone = search.get('pone');
  const title = search.get('title');
  if (pone?.trim()) return { ok: true, entry: { kind: 'order', pone: pone.trim() } };
  if (title?.trim()) return { ok: true, entry: { kind: 'channel', title: title.trim() } };
  if (pone !== null) return { ok: false, message: SCAN_MESSAGES.missingPone };
  if (title !== null) return { ok: false, message: SCAN_MESSAGES.missingTitle };
  if (remembered) return { ok: true, entry: remembered };
  // A bare address with nothing remembered: the usual way in is the scanned code.
  return { ok: false, message: SCAN_MESSAGES.missingPone };
}

export function rememberedScanEntry(): ScanEntry | null {
  const stored = readDraft<ScanEntry>(REMEMBERED_ENTRY);
  if (stored?.kind === 'order' && typeof stored.pone === 'string') return stored;
  if (stored?.kind === 'channel' && typeof stored.title === 'string') return stored;
  return null;
}

export function rememberScanEntry(entry: ScanEntry): void {
  writeDraft(REMEMBERED_ENTRY, entry);
}
