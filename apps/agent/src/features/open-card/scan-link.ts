import * as calls from '@bluecat/api/calls';
import { GatewayError } from '@bluecat/api/gateway';
import { LoadError } from '@bluecat/ui/use-load';
import type { AgentSession, AgentUser } from '../../lib/agent-session.ts';
import { api } from '../../lib/api.ts';
import { readRoute } from '../../lib/route-data.ts';
import { systemIdForSaleKind } from '../../lib/sale-kind.ts';
import type { OpeningAgent } from './card-lookup.ts';
import { openableOrder, orderAgent, scanAgentQuery, scanOrderQuery } from './route-calls.ts';
import { SCAN_MESSAGES } from './scan-entry.ts';

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

/**
 * Reads the order the address `url` names (its pone, route-calls.ts) and the agent it belongs to: the
 * order is the route's first call, started by its loader. When that agent is the one signed in on this
 * phone, the stored user data serves; otherwise checkworknoinfo answers for loginName, which only the
 * order gives; the page's first read takes the request the route's loader chained on the order
 * (`scanAgentQuery`), a later one (重试) asks again. Any failure is 获取数据失败，请稍后重试！ with 重试.
 */
export async function loadScanOrder(
  url: URL,
  session: AgentSession | null,
  signal: AbortSignal,
  first = false,
): Promise<ScanOrder> {
  try {
    if (scanOrderQuery.bodyFor(url) === null) throw new LoadError(SCAN_MESSAGES.fetchFailed);
    const order = await readRoute(scanOrderQuery, url, { signal });
    const openable = order.ok ? openableOrder(order.data) : null;
    if (!openable) throw new LoadError(SCAN_MESSAGES.fetchFailed);
    const { serviceId, cardNo, loginName } = openable;
    const base = { phone: serviceId, cardNo: cardNo.trim().slice(-CARD_ENTRY_LENGTH) };
    const agent = orderAgent(openable, session);
    if ('signedIn' in agent) return { ...base, agent: agentOfSession(agent.signedIn) };

    const user = await api.call(calls.checkworknoinfo, agent.ask, {
      signal,
      route: first ? scanAgentQuery : undefined,
    });
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
