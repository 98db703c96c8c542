import * as calls from '@bluecat/api/calls';
import { routeCall } from '@bluecat/api/route-call';
import { readDraft } from '@bluecat/ui/drafts';
import { CALL_DIVERT_PASS, type CallDivertPass, isPassValid, NO_PASS } from './call-divert-state.ts';
import { readPackageType } from './order-types.ts';

/*
 * The package screens' first calls, started by their routes' loaders and read by the package list through
 * these same objects. Small enough for the hall's entry, where the routes are declared.
 */

/** /openCaller's packages of the address's `type`; an unknown type asks for nothing (the page says so). */
export const callerPackagesQuery = routeCall(calls.PACKAGE_LIST, (url) => {
  const type = readPackageType(url.searchParams.get('type'));
  return type === null ? null : { type };
});

/**
 * /calldivertOrder's 订购呼转 packages, shown only with a valid pass (call-divert-order.tsx). Without one
 * the page checks a verification back from the provider first, or goes back to the form: the route asks
 * for nothing then, and the list is asked once the check has passed. A new check drops an earlier pass.
 */
export const divertPackagesQuery = routeCall(calls.PACKAGE_LIST, () => {
  const pass = { ...NO_PASS, ...readDraft<Partial<CallDivertPass>>(CALL_DIVERT_PASS) };
  return isPassValid(pass) ? { type: 3 as const } : null;
});
