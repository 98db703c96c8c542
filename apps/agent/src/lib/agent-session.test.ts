// @vitest-environment happy-dom
import { readStored, SESSION_KEYS, STORAGE_KEYS, writeStored } from '@bluecat/api/storage';
import { readDraft, writeDraft } from '@bluecat/ui/drafts';
import { describe, expect, it } from 'vitest';
import { AGENT_DRAFTS } from './agent-drafts.ts';
import {
  type AgentUser,
  clearAgentSession,
  onAgentSessionChange,
  readAgentSession,
  saveAgentTokens,
  saveAgentUser,
} from './agent-session.ts';
import { PAYMENT_MARKS, readMark, writeMark } from './payment-marks.ts';

const agent: AgentUser = {
  workName: '王芳',
  workNo: 'LM360107',
  mobile: '13807912345',
  dealerName: '九江浔阳区通信代理点',
  dealerId: '36040107',
  dealerMainId: '360400',
  defaultSaleKind: 3,
};

function fillEveryKey() {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.setItem(key, `v-${key}`);
  for (const key of Object.values(SESSION_KEYS)) sessionStorage.setItem(key, `v-${key}`);
  writeStored('Userdata', agent);
}

describe('agent session', () => {
  it('is there only once tokens and user data are both stored', () => {
    expect(readAgentSession()).toBeNull();
    writeStored('tokens', 'sess-1');
    expect(readAgentSession()).toBeNull();
    writeStored('Userdata', agent);
    writeStored('systemId', '4');
    expect(readAgentSession()).toEqual({ tokens: 'sess-1', workNo: 'LM360107', user: agent, systemId: '4' });
  });

  it('tells its listeners of each save and of a logout, until they stop listening', () => {
    const heard: (string | undefined)[] = [];
    const stop = onAgentSessionChange(() => heard.push(readAgentSession()?.tokens));

    saveAgentTokens({ tokens: 'sess-1', workNo: 'LM360107' });
    saveAgentUser({ user: agent, systemId: 4 });
    clearAgentSession();
    stop();
    saveAgentTokens({ tokens: 'sess-2', workNo: 'LM360107' });

    expect(heard).toEqual([undefined, 'sess-1', undefined]);
  });

  it("forgets the previous agent's user data when a new session opens", () => {
    writeStored('Userdata', agent);
    writeStored('systemId', '4');

    saveAgentTokens({ tokens: 'sess-2', workNo: 'LM360021' });

    expect(readStored('Userdata')).toBeNull();
    expect(readStored('systemId')).toBeNull();
    expect(readAgentSession()).toBeNull();
  });

  it('stores no systemId for a sale kind without one', () => {
    writeStored('systemId', '7');
    saveAgentUser({ user: { ...agent, defaultSaleKind: 2 }, systemId: null });
    expect(readStored('systemId')).toBeNull();
  });

  it('logout clears every stored key of the app, local and per visit', () => {
    fillEveryKey();
    localStorage.setItem('unrelated', 'kept');

    clearAgentSession();

    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    for (const key of Object.values(SESSION_KEYS)) expect(sessionStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });

  it("logout forgets every draft of the tab: the customer's entry, signature and package offer", () => {
    const drafts = [
      AGENT_DRAFTS.cardEntry('main'),
      AGENT_DRAFTS.cardEntry('scan'),
      AGENT_DRAFTS.progress('main'),
      AGENT_DRAFTS.progress('scan'),
      AGENT_DRAFTS.scanLink(),
      AGENT_DRAFTS.agreement('UIM1'),
      AGENT_DRAFTS.photo('UIM1'),
      AGENT_DRAFTS.topUpCashier(),
    ];
    for (const key of drafts) writeDraft(key, { kept: true });
    sessionStorage.setItem('unrelated', 'kept');

    clearAgentSession();

    for (const key of drafts) expect(readDraft(key)).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
  });

  it('logout keeps the marks of a charge that may have happened', () => {
    writeMark(PAYMENT_MARKS.paidOrder('UIM1'), { outTradeNo: 'ZJC1', method: 'fundPool' });
    writeMark(PAYMENT_MARKS.fundPoolPending('UIM2'), { recordNumber: 'KK2' });

    clearAgentSession();

    expect(readMark(PAYMENT_MARKS.paidOrder('UIM1'))).toEqual({ outTradeNo: 'ZJC1', method: 'fundPool' });
    expect(readMark(PAYMENT_MARKS.fundPoolPending('UIM2'))).toEqual({ recordNumber: 'KK2' });
  });
});
