// @vitest-environment happy-dom
import * as calls from '@bluecat/api/calls';
import { readStored, writeStored } from '@bluecat/api/storage';
import { answerWith } from '@bluecat/api/testing';
import { readDraft } from '@bluecat/ui/drafts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  expectFlowEnded,
  expectNothingHeld,
  fillHallDrafts,
  UNDECLARED_DRAFT,
} from '../testing/hall-drafts-test-kit.ts';
import { api } from './api.ts';
import { forgetSubscriber } from './forget-subscriber.ts';
import { endFlow, HALL_DRAFTS, HALL_FLOW_DRAFTS, type HallDraft, type HallFlow } from './hall-drafts.ts';
import { hallStore, subscriberRevisionAtom } from './hall-store.ts';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the declared drafts of the hall', () => {
  it('are each kept by exactly one flow, and a flow keeps only declared drafts', () => {
    const kept = Object.values(HALL_FLOW_DRAFTS).flat() as HallDraft[];
    expect([...kept].sort()).toEqual(Object.values(HALL_DRAFTS).sort());
    expect(new Set(kept).size).toBe(kept.length);
  });

  it('name the personal data the start pages, the older invoice and the order query keep', () => {
    expect(HALL_FLOW_DRAFTS.cancel).toContain('cancel-start');
    expect(HALL_FLOW_DRAFTS.changeCard).toContain('change-card-start');
    expect(HALL_FLOW_DRAFTS.callDivert).toContain('call-divert');
    expect(HALL_FLOW_DRAFTS.legacyInvoice).toContain('legacy-invoice-photos');
    expect(HALL_FLOW_DRAFTS.orderQuery).toContain('order-query-form');
  });

  it('name the ID numbers of 身份信息解绑, 过户 (both owners and their photos) and 实名登记', () => {
    expect(HALL_FLOW_DRAFTS.unbindById).toEqual(['relieve-not']);
    expect(HALL_FLOW_DRAFTS.transfer).toEqual(['transfer-owner', 'transfer-new-owner']);
    expect(HALL_FLOW_DRAFTS.personageRealName).toContain('personage-real-name-start');
  });
});

describe('the end of a flow (its success, a confirmed exit)', () => {
  it.each(Object.keys(HALL_FLOW_DRAFTS) as HallFlow[])('%s forgets its own drafts only', (flow) => {
    fillHallDrafts();
    endFlow(flow);
    expectFlowEnded(flow);
    expect(readDraft(UNDECLARED_DRAFT)).not.toBeNull();
  });
});

describe('a change of subscriber (bind, unbind, 清除登录信息, -101)', () => {
  it('forgets every draft of the tab, the waiting face check and the cached data of the number', () => {
    fillHallDrafts();
    const revision = hallStore.get(subscriberRevisionAtom);
    forgetSubscriber();
    expectNothingHeld();
    expect(hallStore.get(subscriberRevisionAtom)).toBe(revision + 1);
  });

  it('-101 from any call forgets them too, before 去登录 is answered', async () => {
    fillHallDrafts();
    writeStored('token', 't-1');
    answerWith({ PERSONAL_DATA: 'tokenExpired' });
    const answer = await api.call(calls.PERSONAL_DATA, {}, { loading: false });
    expect(answer.code).toBe(-101);
    expect(readStored('token')).toBeNull();
    expectNothingHeld();
  });
});
