/**
 * The signed-in states of e2e/fixtures/session.ts, as plain data for this Node script: the same storage
 * keys (@bluecat/api STORAGE_KEYS) and the same demo agent record.
 */
import demoAgent from '../fixtures/demo-agent.json' with { type: 'json' };

/** A subscriber of the hall whose WeChat login already returned `token`. */
export const SUBSCRIBER_SESSION = { token: 'demo-token' };

/** The agent of sale kind 1 (so systemId 7), as a successful captcha login leaves it. */
export const AGENT_SESSION = {
  tokens: 'demo-third-session',
  workNo: demoAgent.workNo,
  Userdata: JSON.stringify(demoAgent),
  systemId: '7',
};
