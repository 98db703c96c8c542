import { describe, expect, it } from 'vitest';
import { type ChannelCarrier, parseEnv } from '../../config/env.ts';
import { channelDecision } from './channel-decision.ts';

const account = { workNo: 'QD360109', passWord: 'pw-9' };

function linkOf(carrier: ChannelCarrier) {
  const silent = !['Dx', 'Yh', 'Sw', 'Cy'].includes(carrier);
  const [link] = parseEnv({
    PUBLIC_CHANNEL_LINKS: `/${carrier}WithoutCodeLoginT3st`,
    PUBLIC_CHANNEL_ACCOUNTS: silent ? `${carrier}=${account.workNo}:${account.passWord}` : '',
  }).channels;
  if (!link) throw new Error('no link parsed');
  return link;
}

describe('channelDecision', () => {
  it.each([
    ['Dx', { kind: 'dead' }],
    ['Yh', { kind: 'dead' }],
    ['Sw', { kind: 'dead' }],
    ['Cy', { kind: 'dead' }],
    ['ph', { kind: 'silent', account, destination: '/OpenCard' }],
    ['Yy', { kind: 'silent', account, destination: '/OpenCard' }],
    ['Zn', { kind: 'silent', account, destination: '/OpenCard' }],
    ['Zy', { kind: 'silent', account, destination: '/OpenCard' }],
    ['Hgxh', { kind: 'silent', account, destination: '/VnoOpenCard?title=pcssh' }],
  ] as const)('%s → %j', (carrier, decision) => {
    expect(channelDecision(linkOf(carrier))).toEqual(decision);
  });
});
