// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { toReport } from './reporter.ts';

afterEach(() => {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('toReport', () => {
  it('adds app, route and release, and scrubs every text', () => {
    document.head.innerHTML = '<meta name="bluecat-release" content="r42">';
    window.history.replaceState(null, '', '/bill/202611?phone=13812345678#top');
    expect(toReport('hall', 'error', { message: '号码13812345678', stack: 'at f (token=abc)' }, 7)).toEqual({
      kind: 'error',
      app: 'hall',
      route: '/bill/:id',
      release: 'r42',
      time: 7,
      message: '号码*******5678',
      stack: 'at f (token=*)',
    });
  });

  it('never lets a field replace what every report carries', () => {
    const report = toReport(
      'agent',
      'transport',
      { kind: 'http', app: 'x', call: 'getSeesion', status: 500 },
      1,
    );
    expect(report).toMatchObject({ kind: 'transport', app: 'agent', call: 'getSeesion', status: 500 });
  });
});
