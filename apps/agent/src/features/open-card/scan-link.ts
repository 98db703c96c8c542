import * as calls from '@bluecat/api/calls';
import { GatewayError } from '@bluecat/api/gateway';
import { readDraft, writeDraft } from '@bluecat/ui/drafts';
import { LoadError } from '@bluecat/ui/use-load';
import { AGENT_DRAFTS } from '../../lib/agent-drafts.ts';
import type { AgentSession, AgentUser } from '../../lib/agent-session.ts';
import { api } from '../../lib/api.ts';
import { systemIdForSaleKind } from '../../lib/sale-kind.ts';
import type { OpeningAgent } from './card-lookup.ts';

/**
 * How /VnoOpenCard was entered (002 §2):
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
  /** 002 §5: the scanned link carries no order id. */
  missingPone: '数据缺失,请重新扫码！',
  /** 002 §5: the channel link carries no title. */
  missingTitle: '数据缺失,请重新打开链接！',
  /** 002 §8: the scan link's order could not be read. */
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

export function agentOfUser(user: AgentUser, systemId: 4 | 7 | null): OpeningAgent {
  return { workNo: user.workNo, dealerId: user.dealerId, dealerMainId: user.dealerMainId, systemId };
}

/** The signed-in agent as the wizard needs it; systemId as login stored it. */
export function agentOfSession(session: AgentSession): OpeningAgent {
  const systemId = session.systemId === '4' ? 4 : session.systemId === '7' ? 7 : null;
  return { ...agentOfUser(session.user, systemId), workNo: session.workNo };
}

/** The card of a scanned order, fixed for the whole opening. */
export interface ScanOrder {
  phone: string;
  /** The card entry: the ICCID's last 7 characters. */
  cardNo: string;
  agent: OpeningAgent;
}

const CARD_ENTRY_LENGTH = 7;
/** checkworknoinfo's type for the user data of a work number (002 §7 item 4). */
const USER_LIST_TYPE = 1;

/**
 * Reads the order behind `pone` and the agent it belongs to. When that agent is the one signed in on
 * this phone, the stored user data serves; otherwise checkworknoinfo answers for loginName. Any failure
 * is 获取数据失败，请稍后重试！ with 重试.
 */
export async function loadScanOrder(
  pone: string,
  session: AgentSession | null,
  signal: AbortSignal,
): Promise<ScanOrder> {
  try {
    const order = await api.call(calls.getPhoneById, { id: pone }, { signal });
    if (!order.ok || !order.data.serviceId || !order.data.cardNo || !order.data.loginName) {
      throw new LoadError(SCAN_MESSAGES.fetchFailed);
    }
    const { serviceId, cardNo, loginName } = order.data;
    const base = { phone: serviceId, cardNo: cardNo.trim().slice(-CARD_ENTRY_LENGTH) };
    if (session && session.workNo === loginName) return { ...base, agent: agentOfSession(session) };

    const user = await api.call(
      calls.checkworknoinfo,
      { workNo: loginName, type: USER_LIST_TYPE },
      { signal },
    );
    if (!user.ok) throw new LoadError(SCAN_MESSAGES.fetchFailed);
    return {
      ...base,
      agent: { ...agentOfUser(user.data, systemIdForSaleKind(user.data.defaultSaleKind)), workNo: loginName },
    };
  } catch (error) {
    if (error instanceof GatewayError) throw new LoadError(SCAN_MESSAGES.fetchFailed);
    throw error;
  }
}
