import { STORAGE_KEYS } from '@bluecat/api/storage';
import { declarationOf, type StorageArea } from '@bluecat/api/testing/stored-keys';
import { DRAFT_PREFIX } from '@bluecat/ui/drafts';
import { RELEASE_RELOAD_MARK } from '@bluecat/ui/new-release';
import { describe, expect, it } from 'vitest';
import { AGENT_DRAFTS } from '../lib/agent-drafts.ts';
import { MARK_PREFIX, PAYMENT_MARKS } from '../lib/payment-marks.ts';
import { STORED_KEY_DECLARATIONS } from './stored-keys.ts';

const flowOf = (area: StorageArea, name: string) => declarationOf(STORED_KEY_DECLARATIONS, area, name)?.flow;

describe('the agent app’s declared storage names', () => {
  it.each([
    ['session', `${DRAFT_PREFIX}${AGENT_DRAFTS.agreement('8986')}`, '开卡 agreement'],
    ['session', `${DRAFT_PREFIX}${AGENT_DRAFTS.cardEntry('scan')}`, '开卡 card opening'],
    ['local', `${MARK_PREFIX}${PAYMENT_MARKS.paidOrder('8986')}`, '开卡 payment mark'],
    ['local', STORAGE_KEYS.Userdata, 'sign-in (the agent session)'],
    ['session', RELEASE_RELOAD_MARK, 'reload into a new release'],
  ] as const)('%sStorage %s is declared for %s', (area, name, flow) => {
    expect(flowOf(area, name)).toBe(flow);
  });

  it.each([
    // The hall's names are not the agent's: its session token, its 最近使用 list.
    ['local', STORAGE_KEYS.token],
    ['local', 'bluecat:recent-services'],
    // A family names its members, not itself.
    ['session', `${DRAFT_PREFIX}${AGENT_DRAFTS.agreement('')}`],
  ] as const)('%sStorage %s is not declared', (area, name) => {
    expect(declarationOf(STORED_KEY_DECLARATIONS, area, name)).toBeNull();
  });

  it('names each declaration once', () => {
    const ids = STORED_KEY_DECLARATIONS.map((entry) => `${entry.area} ${entry.name}`);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
