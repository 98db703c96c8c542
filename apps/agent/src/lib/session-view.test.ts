// @vitest-environment happy-dom
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { type AgentUser, clearAgentSession, saveAgentTokens, saveAgentUser } from './agent-session.ts';
import { agentSessionAtom } from './session-view.ts';

const agent: AgentUser = {
  workName: '王芳',
  workNo: 'LM360107',
  mobile: '13807912345',
  dealerName: '九江浔阳区通信代理点',
  dealerId: '36040107',
  dealerMainId: '360400',
  defaultSaleKind: 3,
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the screens' view of the session", () => {
  const store = getDefaultStore();

  it('is read again after a login and a logout, though nothing watched it meanwhile', () => {
    expect(store.get(agentSessionAtom)).toBeNull();

    saveAgentTokens({ tokens: 'sess-1', workNo: 'LM360107' });
    saveAgentUser({ user: agent, systemId: 4 });
    expect(store.get(agentSessionAtom)).toEqual({
      tokens: 'sess-1',
      workNo: 'LM360107',
      user: agent,
      systemId: '4',
    });

    clearAgentSession();
    expect(store.get(agentSessionAtom)).toBeNull();
  });

  it('tells a screen watching it of the change', () => {
    const seen: (string | undefined)[] = [];
    const stop = store.sub(agentSessionAtom, () => seen.push(store.get(agentSessionAtom)?.workNo));

    saveAgentTokens({ tokens: 'sess-2', workNo: 'LM360021' });
    saveAgentUser({ user: { ...agent, workNo: 'LM360021' }, systemId: 4 });
    stop();

    expect(seen).toEqual(['LM360021']);
  });
});
