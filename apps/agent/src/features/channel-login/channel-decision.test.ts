import type { ChannelCarrier } from '@bluecat/rules/channel-login/channel-links';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/read-env.ts';
import { channelDecision } from './channel-decision.ts';

function linkOf(carrier: ChannelCarrier) {
  const [link] = parseEnv({
    PUBLIC_CHANNEL_LOGIN: 'file',
    PUBLIC_CHANNEL_FILE_EXPOSES_DEALER_ACCOUNTS: 'yes',
    PUBLIC_CHANNEL_LINKS: `/${carrier}WithoutCodeLoginTest4Pz5Sb8Kn1Gy6Dr3`,
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
    ['ph', { kind: 'silent', carrier: 'ph', destination: '/OpenCard' }],
    ['Yy', { kind: 'silent', carrier: 'Yy', destination: '/OpenCard' }],
    ['Zn', { kind: 'silent', carrier: 'Zn', destination: '/OpenCard' }],
    ['Zy', { kind: 'silent', carrier: 'Zy', destination: '/OpenCard' }],
    ['Hgxh', { kind: 'silent', carrier: 'Hgxh', destination: '/VnoOpenCard?title=pcssh' }],
  ] as const)('%s → %j', (carrier, decision) => {
    expect(channelDecision(linkOf(carrier))).toEqual(decision);
  });
});
