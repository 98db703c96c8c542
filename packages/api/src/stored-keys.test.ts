import { describe, expect, it } from 'vitest';
import { SESSION_KEYS, STORAGE_KEYS } from './storage.ts';
import {
  AGENT_DRAFTS,
  DRAFT_PREFIX,
  declarationOf,
  HALL_DRAFTS,
  HALL_FLOW_DRAFTS,
  HALL_FORM_DRAFTS,
  MARK_PREFIX,
  PAYMENT_MARKS,
  RECENT_SERVICES,
  RELEASE_RELOAD_MARK,
  STORED_KEY_DECLARATIONS,
} from './stored-keys.ts';

describe('the declared storage names', () => {
  it('give every personal hall draft a flow, and no draft two', () => {
    const kept = Object.values(HALL_FLOW_DRAFTS).flat();
    expect([...kept].sort()).toEqual(Object.values(HALL_DRAFTS).sort());
    const formDrafts = Object.values(HALL_FORM_DRAFTS).map((key): string =>
      typeof key === 'function' ? key('') : key,
    );
    expect(formDrafts.filter((key) => kept.some((personal) => personal === key))).toEqual([]);
  });

  it.each([
    ['hall', 'session', `${DRAFT_PREFIX}relieve-not`, '身份信息解绑 (personal data)'],
    ['hall', 'session', `${DRAFT_PREFIX}transfer-owner`, '过户 (personal data)'],
    ['hall', 'session', `${DRAFT_PREFIX}transfer-new-owner`, '过户 (personal data)'],
    ['hall', 'session', `${DRAFT_PREFIX}personage-real-name-start`, '实名登记 (personal data)'],
    ['hall', 'session', `${DRAFT_PREFIX}${HALL_FORM_DRAFTS.smsRegistration('17088886666')}`, '短信防打扰'],
    ['hall', 'local', STORAGE_KEYS.token, 'sign-in (the subscriber session)'],
    ['hall', 'session', SESSION_KEYS.oauth, 'sign-in (WeChat authorisation)'],
    ['agent', 'session', `${DRAFT_PREFIX}${AGENT_DRAFTS.agreement('8986')}`, '开卡 agreement'],
    ['agent', 'session', `${DRAFT_PREFIX}${AGENT_DRAFTS.cardEntry('scan')}`, '开卡 card opening'],
    ['agent', 'local', `${MARK_PREFIX}${PAYMENT_MARKS.paidOrder('8986')}`, '开卡 payment mark'],
    ['agent', 'local', STORAGE_KEYS.Userdata, 'sign-in (the agent session)'],
    ['hall', 'session', RELEASE_RELOAD_MARK, 'reload into a new release'],
    ['agent', 'session', RELEASE_RELOAD_MARK, 'reload into a new release'],
    ['hall', 'local', RECENT_SERVICES, '搜索服务 (a setting of the device)'],
  ] as const)('%s %sStorage %s is declared for %s', (app, area, name, flow) => {
    expect(declarationOf(app, area, name)?.flow).toBe(flow);
  });

  it.each([
    ['hall', 'session', `${DRAFT_PREFIX}some-screen`],
    // Another app's name, or the right name in the wrong area, is not declared.
    ['hall', 'local', STORAGE_KEYS.tokens],
    ['agent', 'local', STORAGE_KEYS.token],
    ['hall', 'local', `${DRAFT_PREFIX}relieve-not`],
    // 最近使用 is the hall's: the agent app writes no such name.
    ['agent', 'local', RECENT_SERVICES],
    // A family names its members, not itself.
    ['agent', 'session', `${DRAFT_PREFIX}${AGENT_DRAFTS.agreement('')}`],
  ] as const)('%s %sStorage %s is not declared', (app, area, name) => {
    expect(declarationOf(app, area, name)).toBeNull();
  });

  it('names each declaration once', () => {
    const ids = STORED_KEY_DECLARATIONS.map((entry) => `${entry.app} ${entry.area} ${entry.name}`);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
