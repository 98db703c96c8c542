// @vitest-environment happy-dom
import * as calls from '@bluecat/api/calls';
import { GatewayError } from '@bluecat/api/gateway';
import { GATEWAY_MESSAGES } from '@bluecat/api/messages';
import { answerWith, type Choice, exampleData, OFFLINE, stalled } from '@bluecat/api/testing';
import { showLoading, toast } from '@bluecat/ui/overlays';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import { PHOTO_NOT_STORED, retryDelay, uploadJointPhoto } from './photo-step-upload.ts';

// What the gateway shows (its toasts, a loading overlay) is read here, from the app's own effects.
vi.mock('@bluecat/ui/overlays', () => ({
  toast: vi.fn(),
  showLoading: vi.fn(() => () => undefined),
  alert: vi.fn(() => Promise.resolve()),
}));

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

/** uploadCard's stored address in the contract's success example. */
const URL_STORED = exampleData(calls.uploadCard) as string;

/** The app's gateway, uploadCard answered by `choice` (a list: one per try). */
function setup(choice: Choice) {
  const server = answerWith({ uploadCard: choice });
  const deps = { api, toast: vi.fn(), sleep: vi.fn(async (_ms: number) => undefined) };
  return { server, deps };
}

beforeEach(() => {
  vi.mocked(toast).mockClear();
  vi.mocked(showLoading).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('uploadJointPhoto', () => {
  it('sends image and work number with its progress reported, and answers the stored address', async () => {
    const { server, deps } = setup('success');
    const onProgress = vi.fn();
    const url = await uploadJointPhoto('data:image/jpeg;base64,AAAA', 'LM360021', {
      ...deps,
      signal: new AbortController().signal,
      onProgress,
    });
    expect(url).toBe(URL_STORED);
    expect(server.bodiesOf(calls.uploadCard)).toEqual([
      { image: 'data:image/jpeg;base64,AAAA', workNo: 'LM360021' },
    ]);
    const [first] = onProgress.mock.calls[0] ?? [];
    expect(first).toEqual({ loaded: 0, total: expect.any(Number) });
    expect(onProgress).toHaveBeenLastCalledWith({ loaded: first.total, total: first.total });
    // The step draws its own bar: no loading overlay over it and its 取消上传.
    expect(showLoading).not.toHaveBeenCalled();
    expect(deps.sleep).not.toHaveBeenCalled();
  });

  it('sends nothing more once cancelled, not even a retry that was waiting', async () => {
    const { server, deps } = setup(OFFLINE);
    const controller = new AbortController();
    const sleep = vi.fn(async () => controller.abort(new DOMException('取消上传', 'AbortError')));
    await expect(
      uploadJointPhoto('img', 'LM360021', { ...deps, sleep, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.countOf(calls.uploadCard)).toBe(1);
  });

  it('tries again twice after transport failures, with the same image, waiting 1 s then 2 s', async () => {
    vi.useFakeTimers();
    // No network, then a link that stops half way and times out 30 s later, then the photo is stored.
    const { server, deps } = setup([OFFLINE, stalled(0.5), 'success']);
    const onTry = vi.fn();
    const pending = uploadJointPhoto('img', 'LM360021', { ...deps, onTry });
    await vi.advanceTimersByTimeAsync(31_000);
    expect(await pending).toBe(URL_STORED);
    expect(deps.sleep.mock.calls).toEqual([[1000], [2000]]);
    expect(onTry.mock.calls).toEqual([[1], [2], [3]]);
    expect(server.bodiesOf(calls.uploadCard)).toEqual([
      { image: 'img', workNo: 'LM360021' },
      { image: 'img', workNo: 'LM360021' },
      { image: 'img', workNo: 'LM360021' },
    ]);
    expect(vi.mocked(toast).mock.calls).toEqual([
      [GATEWAY_MESSAGES.systemUpdating],
      [GATEWAY_MESSAGES.timeout],
    ]);
  });

  it('gives up after three tries and throws the last transport error', async () => {
    const { server, deps } = setup(OFFLINE);
    await expect(uploadJointPhoto('img', 'LM360021', deps)).rejects.toMatchObject({ kind: 'network' });
    expect(server.countOf(calls.uploadCard)).toBe(3);
    expect(deps.sleep).toHaveBeenCalledTimes(2);
  });

  it('does not send again after a server error (500)', async () => {
    const { server, deps } = setup('code=500');
    await expect(uploadJointPhoto('img', 'LM360021', deps)).rejects.toMatchObject({ kind: 'http' });
    expect(server.countOf(calls.uploadCard)).toBe(1);
  });

  it('answers null after a refusal, whose message the gateway has shown', async () => {
    const { server, deps } = setup('failed');
    expect(await uploadJointPhoto('img', 'LM360021', deps)).toBeNull();
    expect(server.countOf(calls.uploadCard)).toBe(1);
    expect(vi.mocked(toast)).toHaveBeenCalledWith('图片上传失败');
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('says so when the answer names no stored address', async () => {
    const { deps } = setup('noAddress');
    expect(await uploadJointPhoto('img', 'LM360021', deps)).toBeNull();
    expect(deps.toast).toHaveBeenCalledWith(PHOTO_NOT_STORED);
  });
});
