import { describe, expect, it } from 'vitest';
import { type HeadTag, placeEarlyScript } from './early-script.ts';

const gate: HeadTag = { tag: 'script', attrs: { 'data-polyfills': '/static/js/legacy-polyfills.1.js' } };
const deferred = (name: string): HeadTag => ({
  tag: 'script',
  attrs: { defer: true, src: `/static/js/${name}.js` },
});
const style: HeadTag = { tag: 'style' };

const sources = (tags: HeadTag[]) =>
  tags.map((tag) => tag.attrs?.src ?? tag.attrs?.['data-polyfills'] ?? tag.tag);

describe('placeEarlyScript', () => {
  const head = [gate, style, deferred('lib-react.1'), deferred('early-shared.1'), deferred('index.1')];

  it('puts the early script after the gate and its shared chunk first among the deferred scripts', () => {
    const placed = placeEarlyScript(head, ['/static/js/early-shared.1.js', '/static/js/early-calls.1.js']);
    expect(sources(placed)).toEqual([
      '/static/js/legacy-polyfills.1.js',
      '/static/js/early-calls.1.js',
      'style',
      '/static/js/early-shared.1.js',
      '/static/js/lib-react.1.js',
      '/static/js/index.1.js',
    ]);
    expect(placed[1]?.attrs).toEqual({ src: '/static/js/early-calls.1.js', async: true });
    // Still deferred: it runs before the app's entry, in order.
    expect(placed[3]?.attrs?.defer).toBe(true);
  });

  it('leaves the deferred scripts as they are when nothing is shared', () => {
    const placed = placeEarlyScript(
      head.filter((tag) => !tag.attrs?.src?.toString().includes('early')),
      ['/static/js/early-calls.1.js'],
    );
    expect(sources(placed)).toEqual([
      '/static/js/legacy-polyfills.1.js',
      '/static/js/early-calls.1.js',
      'style',
      '/static/js/lib-react.1.js',
      '/static/js/index.1.js',
    ]);
  });

  it('refuses a shared chunk the page does not load, or an early entry of other than one file', () => {
    expect(() =>
      placeEarlyScript(
        [gate, deferred('index.1')],
        ['/static/js/early-shared.1.js', '/static/js/early-calls.1.js'],
      ),
    ).toThrow(/early-shared\.1\.js is not one of the page's scripts/);
    expect(() => placeEarlyScript(head, [])).toThrow(/expected one file for early-calls/);
  });
});
