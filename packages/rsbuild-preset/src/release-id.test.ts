import { describe, expect, it } from 'vitest';
import { RELEASE_META, releaseId, withReleaseMeta } from './release-id.ts';

const NAMES = [
  'index.html',
  'Recharge.html',
  'static/js/index.1a2b3c4d.js',
  'static/css/async/a.5e6f7a8b.css',
];
const INDEX = '<!doctype html><html lang="zh-CN"><head><title>蓝猫移动</title></head><body></body></html>';

describe('releaseId', () => {
  it('is the same for the same build, whatever the order of its files', () => {
    expect(releaseId(NAMES, INDEX)).toBe(releaseId([...NAMES].reverse(), INDEX));
    expect(releaseId(NAMES, INDEX)).toMatch(/^[0-9a-f]{12}$/);
  });

  it('changes with any file’s content hash, or with the entry page', () => {
    const renamed = NAMES.map((name) => name.replace('5e6f7a8b', '9f8e7d6c'));
    expect(releaseId(renamed, INDEX)).not.toBe(releaseId(NAMES, INDEX));
    expect(releaseId(NAMES, INDEX.replace('</head>', '<style>a{}</style></head>'))).not.toBe(
      releaseId(NAMES, INDEX),
    );
  });

  it('ignores the route pages, which are made from the entry page', () => {
    expect(releaseId([...NAMES, 'Bill.html'], INDEX)).toBe(releaseId(NAMES, INDEX));
  });
});

describe('withReleaseMeta', () => {
  it('names the release first in the head', () => {
    expect(withReleaseMeta(INDEX, 'abc123')).toContain(
      `<head><meta name="${RELEASE_META}" content="abc123"><title>`,
    );
  });

  it('refuses a page without a head', () => {
    expect(() => withReleaseMeta('<p>no head</p>', 'abc123')).toThrow(/no <head>/);
  });
});
