// @vitest-environment happy-dom
import { writeStored } from '@bluecat/api/storage';
import { writeDraft } from '@bluecat/ui/drafts';
import { describe, expect, it } from 'vitest';
import { LINK_DRAFT, PERSONAGE_DRAFT, type RealNameDraft } from './real-name-draft.ts';
import { boundNumberQuery, imagesQuery, orderPhoneQuery } from './route-calls.ts';

const at = (address: string) => new URL(address, 'http://localhost');

describe("the real-name screens' first calls", () => {
  it("/realNameLink asks for the number of the link's order, and nothing without one", () => {
    expect(orderPhoneQuery.bodyFor(at('/realNameLink?pone=%20ORD7%20'))).toEqual({ id: 'ORD7' });
    expect(orderPhoneQuery.bodyFor(at('/realNameLink'))).toBeNull();
    expect(orderPhoneQuery.bodyFor(at('/realNameLink?pone=%20'))).toBeNull();
  });

  it('a start page going on to the form of a session under way asks nothing', () => {
    writeStored('authType', 'realNameLink');
    writeStored('biz_no', 'RN1');
    writeDraft<RealNameDraft>(LINK_DRAFT, { pone: 'ORD1', biz_no: 'RN1', sparePhone: '' });
    expect(orderPhoneQuery.bodyFor(at('/realNameLink?pone=ORD1'))).toBeNull();
    // Another order's scan starts afresh, so it asks for that order's number.
    expect(orderPhoneQuery.bodyFor(at('/realNameLink?pone=ORD2'))).toEqual({ id: 'ORD2' });
    // The logged-in variant has no session under way.
    expect(boundNumberQuery.bodyFor(at('/PersonageRealName'))).toEqual({});
  });

  it('the form asks whom the check read for the stored session, else the one in its draft', () => {
    expect(imagesQuery.realNameLink.bodyFor(at('/realNameLinkForm'))).toBeNull();

    writeDraft<RealNameDraft>(PERSONAGE_DRAFT, { pone: '', biz_no: 'RN-KEPT', sparePhone: '' });
    expect(imagesQuery.personageRealName.bodyFor(at('/PersonageRealNameForm'))).toEqual({
      biz_no: 'RN-KEPT',
    });

    writeStored('authType', 'personageRealName');
    writeStored('biz_no', 'RN-BACK');
    expect(imagesQuery.personageRealName.bodyFor(at('/PersonageRealNameForm'))).toEqual({
      biz_no: 'RN-BACK',
    });
    // A session of the other flow is not this form's.
    expect(imagesQuery.realNameLink.bodyFor(at('/realNameLinkForm'))).toBeNull();
  });
});
