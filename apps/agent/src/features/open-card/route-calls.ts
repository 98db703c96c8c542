import * as calls from '@bluecat/api/calls';
import { routeCall } from '@bluecat/api/route-call';
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
