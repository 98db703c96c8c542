// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { clearDrafts, readDraft, writeDraft } from './drafts.ts';

afterEach(() => sessionStorage.clear());

describe('drafts', () => {
  it('clearDrafts forgets the drafts the test picks, and nothing else', () => {
    writeDraft('open-card:agreement:U1', { agreed: true });
    writeDraft('open-card:agreement:U2', { agreed: true });
    writeDraft('invoice', { title: '公司' });
    sessionStorage.setItem('open-card:agreement:U3', 'not a draft');

    clearDrafts((key) => key.startsWith('open-card:'));

    expect(readDraft('open-card:agreement:U1')).toBeNull();
    expect(readDraft('open-card:agreement:U2')).toBeNull();
    expect(readDraft('invoice')).toEqual({ title: '公司' });
    expect(sessionStorage.getItem('open-card:agreement:U3')).toBe('not a draft');
  });
});
