import * as calls from '@bluecat/api/calls';
import { routeCall, routeCallAfter } from '@bluecat/api/route-call';
import { readAgentSession } from '../../lib/agent-session.ts';
import { readScanEntry, rememberedScanEntry } from './scan-entry.ts';

/**
 * /VnoOpenCard's first call: the scanned order of the address's `pone`, or of the order this tab
 * remembered for a bare address (the way back from a payment). A channel entry or a broken link asks
 * for nothing. Started by the route's loader, read by the page through this same object (scan-link.ts).
 */
export const scanOrderQuery = routeCall(calls.getPhoneById, (url) => {
  const result = readScanEntry(url.searchParams, rememberedScanEntry());
  return result.ok && result.entry.kind === 'order' ? { id: result.entry.pone } : null;
});

/** checkworknoinfo's type for the user data of a work number (product.md › 扫码开卡). */
export const USER_LIST_TYPE = 1 as const;

/** A scanned order the page can open: its number, its card and the agent it belongs to, or null. */
export function openableOrder(order: {
  serviceId?: string | null;
  cardNo?: string | null;
  loginName?: string | null;
}): { serviceId: string; cardNo: string; loginName: string } | null {
  const { serviceId, cardNo, loginName } = order;
  return serviceId && cardNo && loginName ? { serviceId, cardNo, loginName } : null;
}

/**
 * Where the agent of an openable order comes from: the `session` signed in on this phone when the order
 * is its own (its stored data serves), else checkworknoinfo with this body.
 */
export function orderAgent<S extends { workNo: string }>(
  order: { loginName: string },
  session: S | null | undefined,
): { signedIn: S } | { ask: { workNo: string; type: typeof USER_LIST_TYPE } } {
  return session && session.workNo === order.loginName
    ? { signedIn: session }
    : { ask: { workNo: order.loginName, type: USER_LIST_TYPE } };
}

/**
 * The user data of the agent a scanned order names, chained on the order so it leaves with the page's
 * code too: asked for only when that agent is not the one signed in on this phone, and not for an order
 * the page cannot open (scan-link.ts reads both through the same two rules).
 */
export const scanAgentQuery = routeCallAfter(scanOrderQuery, calls.checkworknoinfo, (_url, order) => {
  const openable = openableOrder(order);
  const agent = openable && orderAgent(openable, readAgentSession());
  return agent && 'ask' in agent ? agent.ask : null;
});
