// @vitest-environment happy-dom
import * as calls from '@bluecat/api/calls';
import { answerWith, bendAnswer, OFFLINE } from '@bluecat/api/testing';
import { describe, expect, it } from 'vitest';
import type { AgentSession } from '../../lib/agent-session.ts';
import { signedInAgent } from '../../testing/signed-in-agent.ts';
import {
  readScanEntry,
  rememberedScanEntry,
  rememberScanEntry,
  type ScanEntry,
  type ScanEntryResult,
} from './scan-entry.ts';
import { agentOfSession, loadScanOrder } from './scan-link.ts';

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
  const signal = new AbortController().signal;
  const scanned = new URL('http://agent.test/VnoOpenCard?pone=A1');

  it("reads the order and the link's agent", async () => {
    // getPhoneById's order (17012345678, card …1234567, agent GZ0791001); the agent's dealer is
    // checkworknoinfo's of sale kind 3, which maps to systemId 4.
    const server = answerWith({ getPhoneById: 'success', checkworknoinfo: 'saleKind3' });
    expect(await loadScanOrder(scanned, session, signal)).toEqual({
      phone: '17012345678',
      cardNo: '1234567',
      agent: { workNo: 'GZ0791001', dealerId: '36040107', dealerMainId: '360400', systemId: 4 },
    });
    expect(server.requests.map(({ call, body }) => [call, body])).toEqual([
      ['getPhoneById', { id: 'A1' }],
      ['checkworknoinfo', { workNo: 'GZ0791001', type: 1 }],
    ]);
  });

  it('uses the signed-in agent when the order is theirs', async () => {
    const server = answerWith({ getPhoneById: 'success' });
    const own: AgentSession = { ...session, workNo: 'GZ0791001' };
    expect(await loadScanOrder(scanned, own, signal)).toEqual({
      phone: '17012345678',
      cardNo: '1234567',
      agent: agentOfSession(own),
    });
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    ['the order is refused', () => answerWith({ getPhoneById: 'failed' })],
    [
      'the order has no card',
      () => {
        answerWith({ getPhoneById: 'success' });
        // A found order without its card, which the contract does not allow.
        bendAnswer(calls.getPhoneById, ({ data, ...envelope }) => ({
          ...envelope,
          data: { ...(data as object), cardNo: '' },
        }));
      },
    ],
    ['the agent cannot be read', () => answerWith({ getPhoneById: 'success', checkworknoinfo: 'failed' })],
    ['the network fails', () => answerWith({ getPhoneById: OFFLINE })],
  ])('fails with 获取数据失败 when %s', async (_case, answer) => {
    answer();
    await expect(loadScanOrder(scanned, null, signal)).rejects.toThrow('获取数据失败，请稍后重试！');
  });
});
