import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-target.ts';

describe('bannerTarget', () => {
  it.each([
    ['https://example.com/activity/1', { kind: 'external', href: 'https://example.com/activity/1' }],
    ['  http://example.com/a  ', { kind: 'external', href: 'http://example.com/a' }],
    ['/activityDetails?id=7', { kind: 'internal', to: '/activityDetails?id=7' }],
    ['/integral/myPoints', { kind: 'internal', to: '/integral/myPoints' }],
    ['', null],
    [undefined, null],
    ['javascript:alert(1)', null],
    ['weixin://dl/business', null],
    ['//evil.example.com/x', null],
    ['/\\evil.example.com', null],
    ['activity', null],
  ] as const)('%j leads to %j', (tpurl, target) => {
    expect(bannerTarget(tpurl)).toEqual(target);
  });
});
