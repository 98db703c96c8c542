import { readStored, writeStored } from '@bluecat/api/storage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeAgentSession } from './agent-fixture.ts';
import { readAgentSession } from './agent-session.ts';
import { api } from './api.ts';

vi.mock('@bluecat/ui/overlays', () => ({
  toast: vi.fn(),
  showLoading: vi.fn(() => () => undefined),
  alert: vi.fn(() => Promise.resolve()),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the agent gateway', () => {
  it('a -101 answer ends the stored session but keeps the opening in progress', async () => {
    storeAgentSession();
    writeStored('uimId', '8986011234567890123');
    writeStored('recordNumber', 'R20261123001');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: -101, msg: '登录已失效，请重新登录' })),
    );

    const result = await api.call('checkworknoinfo', { workNo: 'LM360107', type: 1 });

    expect(result).toMatchObject({ ok: false, code: -101 });
    expect(readStored('tokens')).toBeNull();
    expect(readAgentSession()).toBeNull();
    expect(readStored('uimId')).toBe('8986011234567890123');
    expect(readStored('recordNumber')).toBe('R20261123001');
  });
});
