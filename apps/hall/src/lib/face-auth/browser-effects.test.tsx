import * as calls from '@bluecat/api/calls';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api.ts';
import { faceAuthApi } from './browser-effects.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('faceAuthApi', () => {
  it('asks for patience while the verification result is fetched (000 §2.2)', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue({ ok: true, code: 1, msg: '', data: {} });
    await faceAuthApi.result('biz-1');
    expect(call).toHaveBeenCalledWith(
      calls.RESULT_QUERY,
      { biz_no: 'biz-1' },
      expect.objectContaining({
        loading: '加载中，请耐心等待...',
      }),
    );
  });
});
