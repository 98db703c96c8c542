import { readStored, writeStored } from '@bluecat/api/storage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import { expectNothingHeld, fillHallDrafts, heldDrafts } from '../../lib/hall-drafts-test-kit.ts';
import { unbindByCode } from './relieve-page.tsx';

vi.mock('@bluecat/ui/overlays', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bluecat/ui/overlays')>()),
  toast: vi.fn(),
}));

type Answer = Awaited<ReturnType<typeof api.call<'RELIEVE_BINDING'>>>;
const answer = (code: number, msg: string) =>
  ({ ok: true, code: 1, msg: '成功', data: { code, msg } }) as Answer;

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

describe('unbindByCode', () => {
  it('once unbound, the token and everything the tab keeps of the number go', async () => {
    vi.spyOn(api, 'call').mockResolvedValue(answer(1, '解绑成功'));
    writeStored('token', 't-1');
    fillHallDrafts();

    expect(await unbindByCode({ mobilePhone: '17088886666', code: '123456' })).toBe(true);

    expect(readStored('token')).toBeNull();
    expectNothingHeld();
  });

  it('a refused unbind keeps them', async () => {
    vi.spyOn(api, 'call').mockResolvedValue(answer(-100, '验证码错误'));
    writeStored('token', 't-1');
    fillHallDrafts();

    expect(await unbindByCode({ mobilePhone: '17088886666', code: '000000' })).toBe(false);

    expect(readStored('token')).toBe('t-1');
    expect(heldDrafts()).not.toEqual([]);
  });
});
