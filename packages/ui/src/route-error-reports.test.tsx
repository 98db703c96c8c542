import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drainInto, type ReportFields, type ReportKind } from './field-reports/queue.ts';
import { pageReload } from './route-error.tsx';
import { chunkError, renderFailingRoute } from './testing/failing-route.tsx';

/** What RouteError hands the field reports, in order. */
let sent: [ReportKind, ReportFields][];

beforeEach(() => {
  sent = [];
  drainInto((kind, fields) => sent.push([kind, fields]));
  vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('RouteError reports', () => {
  it('a page file that failed every try, and the 页面加载失败 it shows', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    renderFailingRoute(chunkError());
    await screen.findByRole('heading', { name: '页面加载失败' });
    expect(sent).toEqual([
      ['chunk', { message: chunkError().message, outcome: 'failed' }],
      ['error-page', { title: '页面加载失败', message: chunkError().message }],
    ]);
  });

  it('a reload into the new release, without an error page', async () => {
    document.head.innerHTML = '<meta name="bluecat-release" content="aaaa">';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ release: 'bbbb' }))),
    );
    renderFailingRoute(chunkError());
    await vi.waitFor(() => expect(pageReload.reload).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([['chunk', { message: chunkError().message, outcome: 'new-release' }]]);
  });

  it('页面出错了 with the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute(new TypeError('boom'));
    await screen.findByRole('heading', { name: '页面出错了' });
    expect(sent).toEqual([['error-page', expect.objectContaining({ title: '页面出错了', message: 'boom' })]]);
  });
});
