import { describe, expect, it } from 'vitest';
import { bannerTarget, isHttpUrl, isSameSitePath } from './safe-url.ts';

describe('isHttpUrl', () => {
  it.each([
    ['https://www.example.com/act?id=1', true],
    ['http://example.com', true],
    ['  HTTPS://EXAMPLE.COM/path  ', true],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['weixin://dl/business', false],
    ['tel:10020', false],
    ['//example.com/no-scheme', false],
    ['/relative/path', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (url, expected) => {
    expect(isHttpUrl(url)).toBe(expected);
  });
});

describe('isSameSitePath', () => {
  it.each([
    ['/activity', true],
    ['/__demo/service-chat?x=1', true],
    ['/', true],
    ['/activityDetails?id=7#rules', true],
    // Encoded slashes stay in the path: the browser does not decode them into a host.
    ['/%2F%2Fevil.example.com', true],
    ['/%5Cevil.example.com', true],
    ['/%09/evil.example.com', true],
    ['/a/../b', true],
    ['//evil.example.com/chat', false],
    ['/\\evil.example.com', false],
    ['\\/evil.example.com', false],
    ['/\t/evil.example.com', false],
    ['/\n/evil.example.com', false],
    ['/\r\n/evil.example.com', false],
    ['/\t\\evil.example.com', false],
    ['\t//evil.example.com', false],
    [' //evil.example.com', false],
    ['https://example.com/', false],
    ['javascript:alert(1)', false],
    ['/javascript:alert(1)', true],
    ['data:text/html,<script>alert(1)</script>', false],
    ['activity', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (url, expected) => {
    expect(isSameSitePath(url)).toBe(expected);
  });
});

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
    ['/\t/evil.example.com', null],
    ['/\n/evil.example.com', null],
    ['activity', null],
  ] as const)('%j leads to %j', (tpurl, target) => {
    expect(bannerTarget(tpurl)).toEqual(target);
  });
});
