import { describe, expect, it } from 'vitest';
import { answerOf, createBrowsers, violationsOf } from './browsers.mjs';

const entry = (path: string) => ({
  time: 0,
  method: 'POST',
  path,
  call: path,
  prefer: '',
  request: '{}',
  status: 200,
  code: '1',
  msg: '成功',
  violations: [],
});

describe('createBrowsers', () => {
  it('keeps each browser’s rules and log apart', () => {
    const browsers = createBrowsers();
    browsers.setRules('a', [{ target: 'QUERY_BALANCE', prefer: 'code=500' }]);
    browsers.record('b', entry('/api/wechat/banner'));
    expect(browsers.rules('a')).toEqual([{ target: 'QUERY_BALANCE', prefer: 'code=500' }]);
    expect(browsers.rules('b')).toEqual([]);
    expect(browsers.log('a')).toEqual([]);
    expect(browsers.log('b').map((logged) => logged.path)).toEqual(['/api/wechat/banner']);
  });

  it('logs newest first, numbered, and keeps only the last entries', () => {
    const browsers = createBrowsers({ maxLog: 3 });
    for (const name of ['a', 'b', 'c', 'd', 'e']) browsers.record('x', entry(`/api/${name}`));
    expect(browsers.log('x').map((logged) => [logged.seq, logged.path])).toEqual([
      [5, '/api/e'],
      [4, '/api/d'],
      [3, '/api/c'],
    ]);
    browsers.clearLog('x');
    expect(browsers.log('x')).toEqual([]);
  });

  it('forgets the browser unseen the longest beyond its limit', () => {
    const browsers = createBrowsers({ maxBrowsers: 2 });
    browsers.setRules('first', [{ target: '*', prefer: 'code=500' }]);
    browsers.setRules('second', [{ target: '*', prefer: 'code=500' }]);
    browsers.record('first', entry('/api/a'));
    browsers.setRules('third', []);
    expect(browsers.size).toBe(2);
    expect(browsers.rules('second')).toEqual([]);
    expect(browsers.rules('first')).toEqual([{ target: '*', prefer: 'code=500' }]);
  });
});

describe('violationsOf: Prism’s verdict on one call', () => {
  it('reads the sl-violations header of a proxied answer', () => {
    const header = JSON.stringify([
      {
        location: ['response', 'body', 'data', 'balance'],
        severity: 'Error',
        code: 'type',
        message: 'must be string',
      },
    ]);
    expect(violationsOf(200, header, { code: 1 })).toEqual([
      { location: ['response', 'body', 'data', 'balance'], message: 'must be string', severity: 'Error' },
    ]);
  });

  it('reads a cut header after Prism’s notice', () => {
    const header = `Too many violations! ${JSON.stringify([{ location: ['request', 'body'], message: 'm' }])}`;
    expect(violationsOf(200, header, undefined)).toEqual([
      { location: ['request', 'body'], message: 'm', severity: 'Error' },
    ]);
  });

  it('reads the 422 of a request that breaks the contract, located in the request', () => {
    const problem = {
      status: 422,
      validation: [{ location: ['body', 'productId'], severity: 'Error', message: 'must be string' }],
    };
    expect(violationsOf(422, undefined, problem)).toEqual([
      { location: ['request', 'body', 'productId'], message: 'must be string', severity: 'Error' },
    ]);
  });

  it('finds nothing in an answer that keeps the contract', () => {
    expect(violationsOf(200, undefined, { code: 1, msg: '成功' })).toEqual([]);
    expect(violationsOf(500, undefined, undefined)).toEqual([]);
  });
});

describe('answerOf', () => {
  it('takes the envelope’s code and msg, else a problem’s title or the text', () => {
    expect(answerOf({ code: -101, msg: '登录已失效，请重新登录' }, '')).toEqual({
      code: '-101',
      msg: '登录已失效，请重新登录',
    });
    expect(answerOf({ title: 'Invalid request' }, '')).toEqual({ code: '', msg: 'Invalid request' });
    expect(answerOf(undefined, 'Internal Server Error\n')).toEqual({
      code: '',
      msg: 'Internal Server Error',
    });
  });

  it('masks an ID number the message quotes', () => {
    expect(answerOf({ code: -100, msg: '身份证110101199003071234不匹配' }, '')).toEqual({
      code: '-100',
      msg: '身份证****1234不匹配',
    });
  });
});

describe('field reports per browser', () => {
  it('keeps the last ones of each browser, newest first, and clears them with the log', () => {
    const browsers = createBrowsers({ maxReports: 3 });
    browsers.addReports('a', [{ n: 1 }, { n: 2 }]);
    browsers.addReports('a', [{ n: 3 }, { n: 4 }]);
    browsers.addReports('b', [{ n: 9 }]);
    expect(browsers.reports('a')).toEqual([{ n: 4 }, { n: 3 }, { n: 2 }]);
    expect(browsers.reports('b')).toEqual([{ n: 9 }]);
    browsers.clearLog('a');
    expect(browsers.reports('a')).toEqual([]);
  });
});
