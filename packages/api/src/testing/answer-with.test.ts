import { describe, expect, it, vi } from 'vitest';
import { QUERY_BALANCE, QUERY_HISTORY_BILL, SEND_SMS_CODE, uploadCard } from '../calls.gen.ts';
import { createGateway, type GatewayEffects, type UploadProgress } from '../gateway.ts';
import { memoryStorage } from '../memory-storage.ts';
import { answerWith, held, OFFLINE, stalled } from './answer-with.ts';
import { bendAnswer } from './bend-answer.ts';
import { exampleData } from './contract-answers.ts';

function gateway() {
  const toasts: string[] = [];
  const effects: GatewayEffects = {
    toast: (message) => toasts.push(message),
    showLoading: () => () => undefined,
    alert: async () => undefined,
    navigate: () => undefined,
  };
  const { storage } = memoryStorage({ token: 'tok-1' });
  // The stub is the global fetch, read at each request: the gateway is made as the apps make theirs.
  const api = createGateway({ baseUrl: 'http://api.test', effects, storage, successCodes: [1, 0] });
  return { api, toasts };
}

describe('answerWith', () => {
  it('answers each call with its success example through the real gateway', async () => {
    answerWith();
    const { api } = gateway();
    const result = await api.call(QUERY_BALANCE, {});
    expect(result).toEqual({ ok: true, code: 1, msg: '成功', data: exampleData(QUERY_BALANCE) });
    expect(result.ok && result.data.amount).toBe(68.5);
  });

  it('answers the example a test names, as a journey names it', async () => {
    answerWith({ QUERY_BALANCE: 'empty', QUERY_HISTORY_BILL: 'example=empty' });
    const { api } = gateway();
    const balance = await api.call(QUERY_BALANCE, {});
    expect(balance.ok && balance.data.amount).toBe(0);
    const bills = await api.call(QUERY_HISTORY_BILL, {});
    expect(bills.ok && bills.data.list).toEqual([]);
  });

  it('fails a test that names an example the contract lacks, listing the examples it has', () => {
    // The list is the contract's, which grows: its first names are the ones every balance answer has.
    expect(() => answerWith({ QUERY_BALANCE: 'overdrawn' })).toThrow(
      /^QUERY_BALANCE has no example "overdrawn" in the contract; it has: success, empty, tokenExpired, notBound(, \w+)*\.$/,
    );
    expect(() => answerWith({ QUERY_BALANCE: 'code=404' })).toThrow(
      'QUERY_BALANCE has no 404 answer in the contract; it documents: 200, 500.',
    );
  });

  it('answers a documented status and fails at transport level', async () => {
    answerWith({ QUERY_BALANCE: 'code=500', QUERY_HISTORY_BILL: OFFLINE });
    const { api, toasts } = gateway();
    await expect(api.call(QUERY_BALANCE, {})).rejects.toThrow('服务器内部错误 (500)，请稍后重试...');
    await expect(api.call(QUERY_HISTORY_BILL, {})).rejects.toThrow('系统更新中，请稍后重试...');
    expect(toasts).toEqual(['服务器内部错误 (500)，请稍后重试...', '系统更新中，请稍后重试...']);
  });

  it('settles business codes as the gateway does for the named refusal', async () => {
    answerWith({ QUERY_BALANCE: 'notBound' });
    const { api, toasts } = gateway();
    const result = await api.call(QUERY_BALANCE, {});
    expect(result.ok).toBe(false);
    expect(result.code).toBe(-102);
    expect(toasts).toHaveLength(1);
  });

  it('holds an answer until it is released', async () => {
    const later = held();
    answerWith({ QUERY_BALANCE: later });
    const { api } = gateway();
    let settled = false;
    const pending = api.call(QUERY_BALANCE, {}).then((result) => {
      settled = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    later.release('empty');
    expect((await pending).ok && (await pending).data).toEqual(exampleData(QUERY_BALANCE, 'empty'));
  });

  it('ends a held answer when its request is cancelled, as fetch does', async () => {
    answerWith({ QUERY_BALANCE: held() });
    const { api, toasts } = gateway();
    const controller = new AbortController();
    const pending = api.call(QUERY_BALANCE, {}, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort(new DOMException('离开页面', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(toasts).toEqual([]);
  });

  it('answers a list of choices one per request, the last repeating, and can change them', async () => {
    const stub = answerWith({ QUERY_BALANCE: ['code=500', 'empty'] });
    const { api } = gateway();
    await expect(api.call(QUERY_BALANCE, {})).rejects.toThrow();
    for (const _ of [1, 2]) {
      const result = await api.call(QUERY_BALANCE, {});
      expect(result.ok && result.data.amount).toBe(0);
    }
    stub.pick({ QUERY_BALANCE: 'success' });
    const result = await api.call(QUERY_BALANCE, {});
    expect(result.ok && result.data.amount).toBe(68.5);
  });

  it('records what was sent, as the server reads it', async () => {
    const stub = answerWith({
      SEND_SMS_CODE: ({ body }) => (body.mobilePhone === '17000000000' ? 'code=500' : 'success'),
    });
    const { api } = gateway();
    await api.call(SEND_SMS_CODE, { mobilePhone: '17088886666', type: '01' });
    await expect(api.call(SEND_SMS_CODE, { mobilePhone: '17000000000', type: '01' })).rejects.toThrow();
    expect(stub.bodiesOf(SEND_SMS_CODE)).toEqual([
      { token: 'tok-1', mobilePhone: '17088886666', type: '01' },
      { token: 'tok-1', mobilePhone: '17000000000', type: '01' },
    ]);
    expect(stub.requests.map(({ call, method }) => [call, method])).toEqual([
      ['SEND_SMS_CODE', 'POST'],
      ['SEND_SMS_CODE', 'POST'],
    ]);
  });

  describe('an upload that reports its progress', () => {
    /** About 200 KB: several of the fake link's 64 KB steps. */
    const photo = { image: `data:image/jpeg;base64,${'A'.repeat(200_000)}`, workNo: 'LM360021' };

    it('goes by XMLHttpRequest and gets the same examples, every byte reported', async () => {
      const stub = answerWith({ uploadCard: ['noAddress', 'success'] });
      const { api } = gateway();
      const progress: UploadProgress[] = [];
      const onProgress = (step: UploadProgress) => progress.push(step);
      const empty = await api.call(uploadCard, photo, { onProgress });
      expect(empty.ok && empty.data).toBe('');
      const stored = await api.call(uploadCard, photo, { onProgress });
      expect(stored.ok && stored.data).toBe(exampleData(uploadCard));

      expect(vi.mocked(fetch)).not.toHaveBeenCalled();
      expect(stub.bodiesOf(uploadCard)).toEqual([
        { token: 'tok-1', ...photo },
        { token: 'tok-1', ...photo },
      ]);
      const total = progress[0]?.total ?? 0;
      expect(total).toBeGreaterThan(200_000);
      expect(progress.at(-1)).toEqual({ loaded: total, total });
    });

    it('stops part of the way on a stalled link, with no answer, until it is cancelled', async () => {
      const stub = answerWith({ uploadCard: [stalled(0.5), 'success'] });
      const { api, toasts } = gateway();
      const progress: UploadProgress[] = [];
      const controller = new AbortController();
      const pending = api.call(uploadCard, photo, {
        signal: controller.signal,
        onProgress: (step) => progress.push(step),
      });
      const total = () => progress[0]?.total ?? 0;
      await vi.waitFor(() => expect(progress.at(-1)?.loaded).toBe(Math.ceil(total() / 2)));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(progress.at(-1)?.loaded).toBe(Math.ceil(total() / 2));

      controller.abort(new DOMException('取消上传', 'AbortError'));
      await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: '取消上传' });
      expect(toasts).toEqual([]);
      const again = await api.call(uploadCard, photo, { onProgress: () => undefined });
      expect(again.ok && again.data).toBe(exampleData(uploadCard));
      expect(stub.countOf(uploadCard)).toBe(2);
    });
  });

  it('bends only the call a test names, the way a server broke the contract, keeping the record', async () => {
    const stub = answerWith({ QUERY_BALANCE: 'empty' });
    bendAnswer(QUERY_HISTORY_BILL, (body) => ({ ...body, msg: '' }));
    const { api } = gateway();
    const balance = await api.call(QUERY_BALANCE, {});
    expect(balance).toEqual({ ok: true, code: 1, msg: '成功', data: exampleData(QUERY_BALANCE, 'empty') });
    const bills = await api.call(QUERY_HISTORY_BILL, {});
    expect(bills).toEqual({ ok: true, code: 1, msg: '', data: exampleData(QUERY_HISTORY_BILL) });
    expect(stub.requests.map(({ call }) => call)).toEqual(['QUERY_BALANCE', 'QUERY_HISTORY_BILL']);
  });

  // Both fail the test itself once it ends, whatever the screen made of the failed request.
  it.fails('fails a test whose code sends a request the contract does not describe', async () => {
    answerWith();
    await fetch('http://api.test/api/wechat/noSuchCall', { method: 'POST', body: '{}' }).catch(
      () => undefined,
    );
  });

  it.fails('fails a test whose chosen answer picks an example the contract lacks', async () => {
    answerWith({ QUERY_BALANCE: () => 'overdrawn' });
    const { api } = gateway();
    await api.call(QUERY_BALANCE, {}).catch(() => undefined);
  });
});
