// @vitest-environment happy-dom
import { readStored, writeStored } from '@bluecat/api/storage';
import { readDraft, writeDraft } from '@bluecat/ui/drafts';
import { describe, expect, it } from 'vitest';
import { arrivedThroughHistory, forgetSession, resumeSession } from './provider.ts';
import { LINK_DRAFT, PERSONAGE_DRAFT, type RealNameDraft } from './real-name-draft.ts';

function leftForProvider(flow: 'realNameLink' | 'personageRealName', bizNo: string, pone = '') {
  writeStored('authType', flow);
  writeStored('biz_no', bizNo);
  writeDraft<RealNameDraft>(flow === 'realNameLink' ? LINK_DRAFT : PERSONAGE_DRAFT, {
    pone,
    biz_no: bizNo,
    sparePhone: '',
  });
}

describe('resumeSession', () => {
  it('continues on the form when the provider sends the person back to the start page', () => {
    leftForProvider('realNameLink', 'RN1', 'ORD1');
    expect(resumeSession('realNameLink', { order: 'ORD1', throughHistory: false })).toBe(true);
    expect(readStored('biz_no')).toBe('RN1');
  });

  it('forgets a session left with the back button, so the link starts a new one', () => {
    leftForProvider('realNameLink', 'RN1', 'ORD1');
    expect(resumeSession('realNameLink', { order: 'ORD1', throughHistory: true })).toBe(false);
    expect(readStored('biz_no')).toBeNull();
    expect(readStored('authType')).toBeNull();
    expect(readDraft<RealNameDraft>(LINK_DRAFT)).toEqual({ pone: 'ORD1', biz_no: '', sparePhone: '' });
  });

  it('never carries a session over to another order (a new scan)', () => {
    leftForProvider('realNameLink', 'RN1', 'ORD1');
    expect(resumeSession('realNameLink', { order: 'ORD2', throughHistory: false })).toBe(false);
    expect(readStored('biz_no')).toBeNull();
    expect(readDraft<RealNameDraft>(LINK_DRAFT)?.biz_no).toBe('');
  });

  it('the logged-in variant resumes its own session, and leaves another flow’s alone', () => {
    leftForProvider('personageRealName', 'RN2');
    expect(resumeSession('personageRealName', { throughHistory: false })).toBe(true);
    expect(resumeSession('realNameLink', { order: 'ORD1', throughHistory: false })).toBe(false);
    expect(readStored('biz_no')).toBe('RN2');
  });

  it('has nothing to resume without a stored session', () => {
    expect(resumeSession('realNameLink', { order: 'ORD1', throughHistory: false })).toBe(false);
  });
});

describe('forgetSession', () => {
  it('keeps a face verification of another page', () => {
    writeStored('authType', 'cardQuery');
    writeStored('biz_no', 'FA1');
    forgetSession('realNameLink');
    expect(readStored('biz_no')).toBe('FA1');
    expect(readStored('authType')).toBe('cardQuery');
  });
});

describe('arrivedThroughHistory', () => {
  const timing = (type: string) => ({ getEntriesByType: () => [{ type }] }) as unknown as Performance;

  it.each([
    ['back_forward', true],
    ['navigate', false],
    ['reload', false],
  ])('Navigation Timing %s → %s', (type, expected) => {
    expect(arrivedThroughHistory(timing(type))).toBe(expected);
  });

  it('reads performance.navigation where Navigation Timing 2 is missing (iOS 12)', () => {
    const old = (type: number) =>
      ({ getEntriesByType: () => [], navigation: { type } }) as unknown as Performance;
    expect(arrivedThroughHistory(old(2))).toBe(true);
    expect(arrivedThroughHistory(old(0))).toBe(false);
    expect(arrivedThroughHistory(undefined)).toBe(false);
  });
});
