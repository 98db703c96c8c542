import * as calls from '@bluecat/api/calls';
import { routeCall } from '@bluecat/api/route-call';
import { readStored } from '@bluecat/api/storage';

/*
 * Apart from opening-record.ts: the route modules list this declaration, and they are in the app's entry,
 * which then holds these few lines and not the record's readers.
 */

/** The card of the opening in progress, as the wizard stored it after the SIM query. */
export function storedUimId(): string | null {
  const uimId = readStored('uimId');
  return uimId === null || uimId === '' ? null : uimId;
}

/**
 * The record of the stored card, as the pages that open on it read it first (the wizard and the payment
 * pages): their routes list it as `data`, so it leaves with the page's code, and the page takes it
 * (opening-record.ts `loadArrivalRecord`). No card stored, no call.
 */
export const openingRecordQuery = routeCall(calls.queryOpenCardLocation, () => {
  const uimId = storedUimId();
  return uimId === null ? null : { uimId };
});
