// @vitest-environment happy-dom
import { readStored, writeStored } from '@bluecat/api/storage';
import { answerWith } from '@bluecat/api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNothingHeld, fillHallDrafts, heldDrafts } from '../../testing/hall-drafts-test-kit.ts';
import { unbindByCode } from './relieve-page.tsx';

vi.mock('@bluecat/ui/overlays', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bluecat/ui/overlays')>()),
  toast: vi.fn(),
}));

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

describe('unbindByCode', () => {
  it('once unbound, the token and everything the tab keeps of the number go', async () => {
    answerWith({ RELIEVE_BINDING: 'success' });
    writeStored('token', 't-1');
    fillHallDrafts();

    expect(await unbindByCode({ mobilePhone: '17088886666', code: '123456' })).toBe(true);

    expect(readStored('token')).toBeNull();
    expectNothingHeld();
  });

  it('a refused unbind keeps them', async () => {
    answerWith({ RELIEVE_BINDING: 'failed' });
    writeStored('token', 't-1');
    fillHallDrafts();

    expect(await unbindByCode({ mobilePhone: '17088886666', code: '000000' })).toBe(false);

    expect(readStored('token')).toBe('t-1');
    expect(heldDrafts()).not.toEqual([]);
  });
});
