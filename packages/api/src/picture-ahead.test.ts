import { afterEach, describe, expect, it, vi } from 'vitest';
import { atPointer, fetchPictureOf, pictureAddress } from './picture-ahead.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the picture an answer names', () => {
  it.each([
    ['/list/0/url', { list: [{ url: 'a.png' }] }, 'a.png'],
    ['/list/1/url', { list: [{ url: 'a.png' }] }, undefined],
    ['/list/0/url', { list: null }, undefined],
    ['/list/0/url', null, undefined],
    ['/a~1b/c~0d', { 'a/b': { 'c~d': 'x' } }, 'x'],
    ['list', { list: 'x' }, undefined],
  ])('%s in %j is %j', (pointer, data, expected) => {
    expect(atPointer(data, pointer)).toBe(expected);
  });

  it.each([
    ['/__demo/b.svg', 'https://hall.test/__demo/b.svg'],
    [' https://img.test/b.png ', 'https://img.test/b.png'],
    ['http://img.test/b.png', 'http://img.test/b.png'],
    ['', null],
    [42, null],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['http://[', null],
  ])('fetches %j as %j', (raw, expected) => {
    expect(pictureAddress(raw, 'https://hall.test/message')).toBe(expected);
  });

  it('asks for the picture the pointer names, and for nothing where it names none', () => {
    vi.stubGlobal('location', { href: 'https://hall.test/message' });
    const fetched: string[] = [];
    fetchPictureOf({ list: [{ url: '/b1.svg' }] }, '/list/0/url', (address) => fetched.push(address));
    fetchPictureOf({ list: [] }, '/list/0/url', (address) => fetched.push(address));
    expect(fetched).toEqual(['https://hall.test/b1.svg']);
  });
});
