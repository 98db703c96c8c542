import * as calls from '@bluecat/api/calls';
import { routeCallAfter } from '@bluecat/api/route-call';
import { memberQuery } from '../../lib/member-query.ts';

/*
 * The SMS service's first calls: their body is the bound number, from the member the bound-phone guard
 * loads, so the route's loader chains each on the member's answer (or takes the member the hall already
 * holds). The pages read them through these same objects with the number the guard hands them; a member
 * without a bound number asks for nothing (the guard offers 去绑定).
 */

const boundNumber = (member: { mobilePhoneInfo?: { mobilePhone: string } | null }) =>
  member.mobilePhoneInfo?.mobilePhone ?? '';

/** /WillRegister: whether the number has the service (GET_SMSBYPHONE). */
export const orderedQuery = routeCallAfter(memberQuery, calls.GET_SMSBYPHONE, (_url, member) => {
  const serviceid = boundNumber(member);
  return serviceid === '' ? null : { serviceid };
});

/** The registration pages: what the number has registered (QUERY_SMSREGISTER). */
export const registrationQuery = routeCallAfter(memberQuery, calls.QUERY_SMSREGISTER, (_url, member) => {
  const serviceid = boundNumber(member);
  return serviceid === '' ? null : { serviceid };
});

/**
 * /NoteRegister/:phone: the same, only when the address names the bound number; an address naming any
 * other number asks nothing about it (note-register.tsx).
 */
export const noteRegistrationQuery = routeCallAfter(memberQuery, calls.QUERY_SMSREGISTER, (url, member) => {
  const serviceid = boundNumber(member);
  const named = decodeURIComponent(url.pathname.split('/')[2] ?? '');
  return serviceid === '' || !isOwnNumber(named, serviceid) ? null : { serviceid };
});

/**
 * /NoteRegister/:phone acts on the bound number only (product.md › 短信防打扰): the address names a number, and any other
 * one, typed or linked, is refused rather than registered for.
 */
export function isOwnNumber(routePhone: string | undefined, boundPhone: string): boolean {
  return boundPhone !== '' && routePhone === boundPhone;
}
