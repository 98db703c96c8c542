import * as calls from '@bluecat/api/calls';
import { routeCall } from '@bluecat/api/route-call';
import { readDraft } from '@bluecat/ui/drafts';
import { continuesSession, type RealNameFlow, returnedBizNo } from './provider.ts';
import { LINK_DRAFT, PERSONAGE_DRAFT, type RealNameDraft } from './real-name-draft.ts';

/*
 * The real-name screens' first calls, started by their routes' loaders and read by the screens through
 * these same objects. Neither start page asks anything when it goes on to the form of a session under
 * way (provider.ts `resumeSession`).
 */

/** /realNameLink?pone: the number of the link's order; without an order it asks for nothing. */
export const orderPhoneQuery = routeCall(calls.getPhoneById, (url) => {
  const pone = url.searchParams.get('pone')?.trim() ?? '';
  if (pone === '' || continuesSession('realNameLink', { order: pone })) return null;
  return { id: pone };
});

/** /PersonageRealName: the member, for the bound number. */
export const boundNumberQuery = routeCall(calls.PERSONAL_DATA, () =>
  continuesSession('personageRealName') ? null : {},
);

/**
 * The provider session's biz_no on the form: the one stored on its return, else the one the form kept in
 * its draft; '' when there is none (the form then says so).
 */
export function formBizNo(flow: RealNameFlow): string {
  const draft = readDraft<Partial<RealNameDraft>>(flow === 'realNameLink' ? LINK_DRAFT : PERSONAGE_DRAFT);
  return returnedBizNo(flow) ?? draft?.biz_no ?? '';
}

function imagesOf(flow: RealNameFlow) {
  return routeCall(calls.newGetImgPath, () => {
    const bizNo = formBizNo(flow);
    return bizNo === '' ? null : { biz_no: bizNo };
  });
}

/** The form's newGetImgPath: whom the provider's check read, for the session's biz_no. */
export const imagesQuery: Record<RealNameFlow, ReturnType<typeof imagesOf>> = {
  realNameLink: imagesOf('realNameLink'),
  personageRealName: imagesOf('personageRealName'),
};
