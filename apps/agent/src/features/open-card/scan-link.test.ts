import { GatewayError } from '@bluecat/api/gateway';
import { beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { AgentSession } from '../../lib/agent-session.ts';
import { api } from '../../lib/api.ts';
import { signedInAgent } from '../../testing/signed-in-agent.ts';
import { coded, ok } from '../../testing/call-fixture.ts';
import {
  agentOfSession,
  loadScanOrder,
  readScanEntry,
  rememberedScanEntry,
  rememberScanEntry,
  type ScanEntry,
  type ScanEntryResult,
} from './scan-link.ts';

vi.mock('../../lib/api.ts', () => ({ api: { call: vi.fn() } }));

const call = api.call as unknown as Mock<
  (call: { name: string }, body?: Record<string, unknown>) => Promise<unknown>
>;

describe('readScanEntry', () => {
  const order: ScanEntry = { kind: 'order', pone: 'A1' };
  const channel: ScanEntry = { kind: 'channel', title: 'pcssh' };
  it.each<[string, string, ScanEntry | null, ScanEntryResult]>([
    ['a scanned order', '?pone=A1', null, { ok: true, entry: order }],
    ['a channel entry', '?title=pcssh', null, { ok: true, entry: channel }],
    ['pone wins over title', '?pone=A1&title=pcssh', null, { ok: true, entry: order }],
    ['an empty pone', '?pone=', order, { ok: false, message: '数据缺失,请重新扫码！' }],
    ['a blank pone', '?pone=%20', null, { ok: false, message: '数据缺失,请重新扫码！' }],
    ['an empty title', '?title=', channel, { ok: false, message: '数据缺失,请重新打开链接！' }],
    ['a bare address after a payment, order remembered', '', order, { ok: true, entry: order }],
    ['a bare address, channel remembered', '', channel, { ok: true, entry: channel }],
    ['a bare address, nothing remembered', '', null, { ok: false, message: '数据缺失,请重新扫码！' }],
  ])('%s', (_case, query, remembered, expected) => {
    expect(readScanEntry(new URLSearchParams(query), remembered)).toEqual(expected);
  });

  it('remembers the entry for this tab', () => {
    expect(rememberedScanEntry()).toBeNull();
    rememberScanEntry({ kind: 'channel', title: 'pcssh' });
    expect(rememberedScanEntry()).toEqual({ kind: 'channel', title: 'pcssh' });
  });
});

describe('loadScanOrder', () => {
  const session: AgentSession = { tokens: 's', workNo: 'LM360021', user: signedInAgent, systemId: '7' };
  const linkOrder = { serviceId: '17012345678', cardNo: '89860321245501234567', loginName: 'GZ0791001' };
  const signal = new AbortController().signal;

  beforeEach(() => {
    call.mockReset();
  });

  it("reads the order and the link's agent", async () => {
    call.mockImplementation(async ({ name }) =>
      name === 'getPhoneById'
        ? ok(linkOrder)
        : ok({
            ...signedInAgent,
            workNo: 'GZ0791001',
            dealerId: 'D9',
            dealerMainId: 'M9',
            defaultSaleKind: 3,
          }),
    );
    expect(await loadScanOrder('A1', session, signal)).toEqual({
      phone: '17012345678',
      cardNo: '1234567',
      agent: { workNo: 'GZ0791001', dealerId: 'D9', dealerMainId: 'M9', systemId: 4 },
    });
    expect(call.mock.calls.map(([{ name }, body]) => [name, body])).toEqual([
      ['getPhoneById', { id: 'A1' }],
      ['checkworknoinfo', { workNo: 'GZ0791001', type: 1 }],
    ]);
  });

  it('uses the signed-in agent when the order is theirs', async () => {
    call.mockResolvedValue(ok({ ...linkOrder, loginName: 'LM360021' }));
    expect(await loadScanOrder('A1', session, signal)).toEqual({
      phone: '17012345678',
      cardNo: '1234567',
      agent: agentOfSession(session),
    });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it.each<[string, (name: string) => unknown]>([
    ['the order is refused', () => coded(-100, '订单不存在或已失效')],
    ['the order has no card', () => ok({ ...linkOrder, cardNo: '' })],
    [
      'the agent cannot be read',
      (name) => (name === 'getPhoneById' ? ok(linkOrder) : coded(-100, '无此工号')),
    ],
    [
      'the network fails',
      () => {
        throw new GatewayError('系统更新中，请稍后重试...', 'network');
      },
    ],
  ])('fails with 获取数据失败 when %s', async (_case, answer) => {
    call.mockImplementation(async ({ name }) => answer(name));
    await expect(loadScanOrder('A1', null, signal)).rejects.toThrow('获取数据失败，请稍后重试！');
  });
});
