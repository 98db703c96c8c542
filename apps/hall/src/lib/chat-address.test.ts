// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { customerServiceUrl } from './chat-address.ts';

const nick = { nickName: '170****6666', nickType: 'mobile', nickId: '17088886666' };

describe('customerServiceUrl', () => {
  it('adds the nick parameters of list[0] to the chat page', () => {
    expect(
      customerServiceUrl('https://kefu.example.com/chat?channel=wx', [nick, { ...nick, nickId: 'x' }]),
    ).toBe(
      'https://kefu.example.com/chat?channel=wx&nickName=170****6666&nickType=mobile&nickId=17088886666',
    );
  });

  it('encodes the values', () => {
    const url = customerServiceUrl('https://kefu.example.com/chat', [{ ...nick, nickName: '蓝猫 用户&1' }]);
    expect(url).not.toBeNull();
    expect(new URL(url ?? '').searchParams.get('nickName')).toBe('蓝猫 用户&1');
  });

  it.each([
    [null, [nick]],
    ['javascript:alert(1)', [nick]],
    ['weixin://dl/chat', [nick]],
    ['//evil.example.com/chat', [nick]],
    ['https://kefu.example.com/chat', []],
  ])('gives null for base %j with %j', (base, list) => {
    expect(customerServiceUrl(base, list)).toBeNull();
  });

  it('reads a path on this site against the page origin', () => {
    expect(customerServiceUrl('/__demo/service-chat', [nick], 'http://127.0.0.1:5173')).toBe(
      'http://127.0.0.1:5173/__demo/service-chat?nickName=170****6666&nickType=mobile&nickId=17088886666',
    );
  });
});
