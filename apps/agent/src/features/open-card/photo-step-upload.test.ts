import * as calls from '@bluecat/api/calls';
import { GatewayError } from '@bluecat/api/gateway';
import { describe, expect, it, vi } from 'vitest';
import { coded, ok } from '../../testing/call-fixture.ts';
import { PHOTO_NOT_STORED, retryDelay, uploadJointPhoto } from './photo-step-upload.ts';

const timeout = () => new GatewayError('请求超时，请稍后重试...', 'timeout');
const offline = () => new GatewayError('系统更新中，请稍后重试...', 'network');
const http = (status: number) => new GatewayError('x', 'http', { status });

describe('retryDelay', () => {
  it.each([
    ['a timeout, first failure', timeout(), 1, 1000],
    ['a timeout, second failure', timeout(), 2, 2000],
    ['a timeout, third failure (retries used up)', timeout(), 3, null],
    ['no network, first failure', offline(), 1, 1000],
    ['a 502 from a proxy', http(502), 1, 1000],
    ['a 503', http(503), 2, 2000],
    ['a 504', http(504), 1, 1000],
    ['a 500 from the server', http(500), 1, null],
    ['a 405', http(405), 1, null],
    ['a 413 (photo too large)', http(413), 1, null],
    ['an error that is not the gateway’s', new Error('bug'), 1, null],
  ])('%s → %s', (_case, error, failedTries, expected) => {
    expect(retryDelay(error, failedTries)).toBe(expected);
  });
});

function fakeApi(answers: (() => unknown)[]) {
  const call = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('unexpected call');
    return next();
  });
  return { call } as unknown as Parameters<typeof uploadJointPhoto>[2]['api'] & { call: typeof call };
}

const URL_STORED = 'https://oss.bluecat.example/together/KK202406130002.jpg';

describe('uploadJointPhoto', () => {
  it('sends image and work number with its progress reported, and answers the stored address', async () => {
    const api = fakeApi([() => ok(URL_STORED, '上传成功')]);
    const sleep = vi.fn(async () => undefined);
    const onProgress = vi.fn();
    const signal = new AbortController().signal;
    const url = await uploadJointPhoto('data:image/jpeg;base64,AAAA', 'LM360021', {
      api,
      toast: vi.fn(),
      sleep,
      signal,
      onProgress,
    });
    expect(url).toBe(URL_STORED);
    // The step draws its own bar: no loading overlay over it and its 取消上传.
    expect(api.call).toHaveBeenCalledWith(
      calls.uploadCard,
      { image: 'data:image/jpeg;base64,AAAA', workNo: 'LM360021' },
      { loading: false, onProgress, signal },
    );
    expect(sleep).not.toHaveBeenCalled();
  });

  it('sends nothing more once cancelled, not even a retry that was waiting', async () => {
    const controller = new AbortController();
    const api = fakeApi([
      () => {
        throw offline();
      },
    ]);
    const sleep = vi.fn(async () => controller.abort(new DOMException('取消上传', 'AbortError')));
    await expect(
      uploadJointPhoto('img', 'LM360021', { api, toast: vi.fn(), sleep, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(api.call).toHaveBeenCalledTimes(1);
  });

  it('tries again twice after transport failures, with the same image, waiting 1 s then 2 s', async () => {
    const api = fakeApi([
      () => {
        throw offline();
      },
      () => {
        throw timeout();
      },
      () => ok(URL_STORED),
    ]);
    const sleep = vi.fn(async () => undefined);
    const onTry = vi.fn();
    const url = await uploadJointPhoto('img', 'LM360021', { api, toast: vi.fn(), sleep, onTry });
    expect(url).toBe(URL_STORED);
    expect(api.call).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[1000], [2000]]);
    expect(onTry.mock.calls).toEqual([[1], [2], [3]]);
    expect(api.call.mock.calls.map((args) => (args as unknown[])[1])).toEqual([
      { image: 'img', workNo: 'LM360021' },
      { image: 'img', workNo: 'LM360021' },
      { image: 'img', workNo: 'LM360021' },
    ]);
  });

  it('gives up after three tries and throws the last transport error', async () => {
    const last = timeout();
    const api = fakeApi([
      () => {
        throw offline();
      },
      () => {
        throw offline();
      },
      () => {
        throw last;
      },
    ]);
    const sleep = vi.fn(async () => undefined);
    await expect(uploadJointPhoto('img', 'LM360021', { api, toast: vi.fn(), sleep })).rejects.toBe(last);
    expect(api.call).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('does not send again after a server error (500)', async () => {
    const api = fakeApi([
      () => {
        throw http(500);
      },
    ]);
    await expect(
      uploadJointPhoto('img', 'LM360021', { api, toast: vi.fn(), sleep: vi.fn() }),
    ).rejects.toThrow();
    expect(api.call).toHaveBeenCalledTimes(1);
  });

  it('answers null after a refusal, whose message the gateway has shown', async () => {
    const api = fakeApi([() => coded(-100, '图片上传失败')]);
    const toast = vi.fn();
    expect(await uploadJointPhoto('img', 'LM360021', { api, toast, sleep: vi.fn() })).toBeNull();
    expect(api.call).toHaveBeenCalledTimes(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it('says so when the answer names no stored address', async () => {
    const api = fakeApi([() => ok('')]);
    const toast = vi.fn();
    expect(await uploadJointPhoto('img', 'LM360021', { api, toast, sleep: vi.fn() })).toBeNull();
    expect(toast).toHaveBeenCalledWith(PHOTO_NOT_STORED);
  });
});
