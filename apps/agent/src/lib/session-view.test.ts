// @vitest-environment happy-dom
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInAgent as agent } from '../testing/signed-in-agent.ts';
import { clearAgentSession, saveAgentTokens, saveAgentUser } from './agent-session.ts';
import { agentSessionAtom } from './session-view.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the screens' view of the session", () => {
  const store = getDefaultStore();

  it('is read again after a login and a logout, though nothing watched it meanwhile', () => {
    expect(store.get(agentSessionAtom)).toBeNull();

    saveAgentTokens({ tokens: 'sess-1', workNo: agent.workNo });
    saveAgentUser({ user: agent, systemId: 7 });
    expect(store.get(agentSessionAtom)).toEqual({
      tokens: 'sess-1',
      workNo: agent.workNo,
      user: agent,
      systemId: '7',
    });

    clearAgentSession();
    expect(store.get(agentSessionAtom)).toBeNull();
  });

  it('tells a screen watching it of the change', () => {
    const seen: (string | undefined)[] = [];
    const stop = store.sub(agentSessionAtom, () => seen.push(store.get(agentSessionAtom)?.workNo));

    saveAgentTokens({ tokens: 'sess-2', workNo: agent.workNo });
    saveAgentUser({ user: agent, systemId: 7 });
    stop();

    expect(seen).toEqual([agent.workNo]);
  });
});
