import { describe, expect, it } from 'vitest';
import { providerUrlOf, returnUrlOf } from './provider-url.ts';

const PAGE = 'https://hall.example.com/queryCard?from=menu';

describe('returnUrlOf', () => {
  it('is absolute on the page origin, without the page query', () => {
    expect(returnUrlOf(PAGE, '/realName')).toBe('https://hall.example.com/realName');
  });
});

describe('providerUrlOf', () => {
  it.each<[string, string | null]>([
    ['https://faceid.example.com/h5/verify?biz_no=1', 'https://faceid.example.com/h5/verify?biz_no=1'],
    ['http://faceid.example.com/v', 'http://faceid.example.com/v'],
    ['/__demo/face-verify?biz_no=FA1', 'https://hall.example.com/__demo/face-verify?biz_no=FA1'],
    ['  https://faceid.example.com/v  ', 'https://faceid.example.com/v'],
    ['javascript:alert(1)', null],
    ['weixin://dl/business', null],
    ['ftp://faceid.example.com/v', null],
    ['data:text/html,hi', null],
    ['', null],
    ['   ', null],
  ])('%s → %s', (url, expected) => {
    expect(providerUrlOf(url, PAGE)).toBe(expected);
  });
});
