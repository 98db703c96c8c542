import { readStored, removeStored, writeStored } from '@bluecat/api/storage';
import { readDraft, writeDraft } from '@bluecat/ui/drafts';
import { toast } from '@bluecat/ui/overlays';
import { paths } from '../../config/paths.ts';
import { FACE_AUTH_MESSAGES } from '../../lib/face-auth/messages.ts';
import { providerUrlOf, returnUrlOf } from '../../lib/face-auth/provider-url.ts';
import { LINK_DRAFT, PERSONAGE_DRAFT, type RealNameDraft } from './real-name-draft.ts';

/**
 * 扫码实名 leaves for the real-name provider as face verification does (product.md › 扫码实名): the start answers biz_no
 * and a URL; biz_no is stored, the URL followed only when http(s) (the face-auth mechanism's rules), and
 * the provider returns to the form. The auth type names this flow so no face-verification page takes the
 * stored number for its own.
 */
export type RealNameFlow = 'realNameLink' | 'personageRealName';

const FORM_PATH: Record<RealNameFlow, string> = {
  realNameLink: paths.realNameLinkForm,
  personageRealName: paths.personageRealNameForm,
};

const DRAFT_OF: Record<RealNameFlow, string> = {
  realNameLink: LINK_DRAFT,
  personageRealName: PERSONAGE_DRAFT,
};

export function realNameReturnUrl(flow: RealNameFlow): string {
  return returnUrlOf(window.location.href, FORM_PATH[flow]);
}

/** Stores the session and leaves; false (after saying so) when the answer cannot be followed. */
export function leaveForProvider(flow: RealNameFlow, data: unknown): boolean {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const bizNo = typeof record.biz_no === 'string' ? record.biz_no : '';
  const url = typeof record.url === 'string' ? providerUrlOf(record.url, window.location.href) : null;
  if (bizNo === '' || url === null) {
    toast(FACE_AUTH_MESSAGES.startUnavailable);
    return false;
  }
  writeStored('authType', flow);
  writeStored('biz_no', bizNo);
  window.location.assign(url);
  return true;
}

/** The biz_no of a real-name session of this flow that came back from the provider, or null. */
export function returnedBizNo(flow: RealNameFlow): string | null {
  const bizNo = readStored('biz_no');
  return bizNo && readStored('authType') === flow ? bizNo : null;
}

/**
 * Forgets this flow's provider session: the stored biz_no (when it is this flow's: a face verification
 * of another page keeps its own) and the one the form copied into its draft.
 */
export function forgetSession(flow: RealNameFlow): void {
  if (readStored('authType') === flow) {
    removeStored('biz_no');
    removeStored('authType');
  }
  const key = DRAFT_OF[flow];
  const draft = readDraft<RealNameDraft>(key);
  if (draft && draft.biz_no !== '') writeDraft(key, { ...draft, biz_no: '' });
}

/**
 * Whether this page was reached with the browser's back or forward button (a fresh load, not the
 * back-forward cache, which `usePageRestore` covers). Navigation Timing 2 where the browser has it,
 * the older `performance.navigation` on iOS 12.
 */
export function arrivedThroughHistory(perf: Performance | undefined = globalThis.performance): boolean {
  if (!perf) return false;
  const entry =
    typeof perf.getEntriesByType === 'function' ? perf.getEntriesByType('navigation')[0] : undefined;
  if (entry && 'type' in entry) return (entry as PerformanceNavigationTiming).type === 'back_forward';
  return perf.navigation?.type === 2;
}

export interface Arrival {
  /** The link's order id (pone) on /realNameLink; absent on /PersonageRealName. */
  order?: string;
  throughHistory?: boolean;
}

/**
 * On a start page: true when a session of this flow is under way and continues on the form, where the
 * provider returns to (the link opened again during the check). A session left with the back button, or
 * one of another order (a new scan), is unfinished: it is forgotten so the page starts a new one, and
 * nothing of it (its biz_no) reaches another order's form.
 */
export function resumeSession(flow: RealNameFlow, arrival: Arrival = {}): boolean {
  if (returnedBizNo(flow) === null) return false;
  if (continuesSession(flow, arrival)) return true;
  forgetSession(flow);
  return false;
}

/** Whether `resumeSession` will continue on the form, without forgetting anything (the route's first call asks). */
export function continuesSession(flow: RealNameFlow, arrival: Arrival = {}): boolean {
  if (returnedBizNo(flow) === null) return false;
  const sameOrder =
    arrival.order === undefined || readDraft<RealNameDraft>(DRAFT_OF[flow])?.pone === arrival.order;
  return sameOrder && !(arrival.throughHistory ?? arrivedThroughHistory());
}
