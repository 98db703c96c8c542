import { describe, expect, it } from 'vitest';
import {
  afterSuccess,
  BROWSER_COOKIE,
  browserCookie,
  browserIdFrom,
  decodeRules,
  encodeRules,
  isRule,
  newBrowserId,
  preferByRequest,
  preferFor,
  type Rule,
  targetMatches,
  withoutBrowserCookie,
  withoutRule,
  withRule,
} from './scenarios.mjs';

const CALL_PATHS = {
  QUERY_BALANCE: '/api/wechat/queryBalance',
  LOGIN: '/api/wechat/login',
  login: '/api/gzh/login',
  INVOICE_LIST: '/api/wechat/invoiceList',
  NEW_INVOICE_LIST: '/api/wechat/invoiceList',
};

describe('targetMatches: a call name, a full path or a last segment', () => {
  it.each([
    ['/api/wechat/queryBalance', 'QUERY_BALANCE', true],
    ['/api/wechat/queryBalance', 'queryBalance', true],
    ['/api/wechat/queryBalance', '/api/wechat/queryBalance', true],
    ['/api/wechat/queryBalance', 'Balance', false],
    ['/api/wechat/queryBalance', '/wechat/queryBalance', false],
    ['/api/wechat/queryBill', 'QUERY_BALANCE', false],
    // A second name of the same operation means the same path.
    ['/api/wechat/invoiceList', 'NEW_INVOICE_LIST', true],
    // `login` is the agent's call name and both apps' last segment: it means both, as pick always did.
    ['/api/gzh/login', 'login', true],
    ['/api/wechat/login', 'login', true],
    ['/api/gzh/login', 'LOGIN', false],
    // Names of Object.prototype are no call names.
    ['/api/wechat/constructor', 'constructor', true],
    ['/api/wechat/queryBalance', 'toString', false],
  ])('%s is %s: %s', (pathname, target, expected) => {
    expect(targetMatches(pathname, target, CALL_PATHS)).toBe(expected);
  });
});

describe('preferFor: the Prefer header a call gets from a browser’s rules', () => {
  const balance = { prefers: ['example=success', 'example=empty', 'example=tokenExpired', 'code=500'] };
  const login = { prefers: ['example=success', 'example=failed', 'code=500'] };

  it('gives no header without a rule for the call', () => {
    expect(preferFor([], '/api/wechat/queryBalance', balance, CALL_PATHS)).toBeUndefined();
    expect(
      preferFor(
        [{ target: 'QUERY_BILL', prefer: 'code=500' }],
        '/api/wechat/queryBalance',
        balance,
        CALL_PATHS,
      ),
    ).toBeUndefined();
  });

  it('takes the latest rule that names the call', () => {
    const rules: Rule[] = [
      { target: 'queryBalance', prefer: 'code=500' },
      { target: 'QUERY_BALANCE', prefer: 'example=empty' },
    ];
    expect(preferFor(rules, '/api/wechat/queryBalance', balance, CALL_PATHS)).toBe('example=empty');
  });

  it('applies * only where the call documents the answer', () => {
    const rules: Rule[] = [{ target: '*', prefer: 'example=tokenExpired' }];
    expect(preferFor(rules, '/api/wechat/queryBalance', balance, CALL_PATHS)).toBe('example=tokenExpired');
    expect(preferFor(rules, '/api/wechat/login', login, CALL_PATHS)).toBeUndefined();
    expect(preferFor(rules, '/api/unknown', undefined, CALL_PATHS)).toBeUndefined();
  });

  it('lets one call leave a * rule for its first example', () => {
    const all500 = [{ target: '*', prefer: 'code=500' }];
    const rules = withoutRule(all500, 'QUERY_BALANCE');
    expect(preferFor(rules, '/api/wechat/queryBalance', balance, CALL_PATHS)).toBeUndefined();
    expect(preferFor(rules, '/api/wechat/login', login, CALL_PATHS)).toBe('code=500');
  });
});

describe('rules', () => {
  it('withRule replaces a call’s rule and puts it last', () => {
    const rules = withRule(
      [
        { target: 'QUERY_BALANCE', prefer: 'code=500' },
        { target: '*', prefer: 'example=tokenExpired' },
      ],
      { target: 'QUERY_BALANCE', prefer: 'example=empty' },
    );
    expect(rules).toEqual([
      { target: '*', prefer: 'example=tokenExpired' },
      { target: 'QUERY_BALANCE', prefer: 'example=empty' },
    ]);
  });

  it('withoutRule drops the call’s rule and adds nothing without a * rule', () => {
    expect(withoutRule([{ target: 'QUERY_BALANCE', prefer: 'code=500' }], 'QUERY_BALANCE')).toEqual([]);
  });

  it('a link carries the rules and reads back the same', () => {
    const rules: Rule[] = [
      { target: '*', prefer: 'example=tokenExpired' },
      { target: 'QUERY_BALANCE', prefer: 'code=500' },
      { target: '/api/gzh/login', prefer: 'example=wrongCaptcha' },
      { target: 'LOGIN', prefer: '' },
    ];
    const text = encodeRules(rules);
    expect(text).toBe(
      '*:example=tokenExpired,QUERY_BALANCE:code=500,/api/gzh/login:example=wrongCaptcha,LOGIN:',
    );
    expect(decodeRules(text)).toEqual(rules);
  });

  it('a mangled link gives no header Prism would not understand', () => {
    expect(
      decodeRules(
        'QUERY_BALANCE:code=5000,x:example=a b,:code=500,LOGIN:dynamic=true,BANNER:code=500\r\nX: y,ok:code=404',
      ),
    ).toEqual([{ target: 'ok', prefer: 'code=404' }]);
  });
});

describe('rules that wait for a call (a preset’s later step)', () => {
  const record = { prefers: ['example=location1Ordered', 'example=location1Paid', 'code=500'] };
  const paths = { ...CALL_PATHS, queryOpenCardLocation: '/api/gzh/queryOpenCardLocation' };
  const waiting: Rule[] = [
    { target: 'queryOpenCardLocation', prefer: 'example=location1Ordered' },
    { target: 'queryOpenCardLocation', prefer: 'example=location1Paid', after: 'queryOrderByOutTradeNo' },
    { target: 'queryOpenCardLocation', prefer: 'example=location3', after: 'signatureUpload' },
  ];

  it('answer nothing until their call has answered its success', () => {
    expect(preferFor(waiting, '/api/gzh/queryOpenCardLocation', record, paths)).toBe(
      'example=location1Ordered',
    );
    expect(afterSuccess(waiting, '/api/gzh/wxPay', paths)).toBe(waiting);
  });

  it('start once their call has answered, replacing the earlier rule and keeping the later steps', () => {
    const paid = afterSuccess(waiting, '/api/gzh/queryOrderByOutTradeNo', paths);
    expect(paid).toEqual([
      { target: 'queryOpenCardLocation', prefer: 'example=location3', after: 'signatureUpload' },
      { target: 'queryOpenCardLocation', prefer: 'example=location1Paid' },
    ]);
    expect(preferFor(paid, '/api/gzh/queryOpenCardLocation', record, paths)).toBe('example=location1Paid');
    // A step fires once: the same call again changes nothing.
    expect(afterSuccess(paid, '/api/gzh/queryOrderByOutTradeNo', paths)).toBe(paid);
    const signed = afterSuccess(paid, '/api/gzh/signatureUpload', paths);
    expect(preferFor(signed, '/api/gzh/queryOpenCardLocation', record, paths)).toBe('example=location3');
  });

  it('travel in a link with the call they wait for, and only as rules', () => {
    const text = encodeRules(waiting);
    expect(text).toBe(
      'queryOpenCardLocation:example=location1Ordered,queryOpenCardLocation:example=location1Paid@queryOrderByOutTradeNo,queryOpenCardLocation:example=location3@signatureUpload',
    );
    expect(decodeRules(text)).toEqual(waiting);
    expect(decodeRules('queryOpenCardLocation:example=location1Paid@*,x:code=500@a b')).toEqual([]);
    expect(isRule({ target: 'a', prefer: 'code=500', after: '*' })).toBe(false);
  });
});

describe('preferByRequest: the answer a request’s own field picks', () => {
  const bills = {
    call: 'QUERY_BILL_DETAILS',
    field: 'date',
    answers: { '2024-04': 'example=april', '2024-03': 'example=history' },
    otherwise: 'example=notIssued',
  };

  it.each([
    [{ date: '2024-04' }, 'example=april'],
    [{ date: ' 2024-03 ' }, 'example=history'],
    [{ date: '2026-10' }, 'example=notIssued'],
    // No month asked: this month so far, the first example.
    [{}, undefined],
    [{ date: '' }, undefined],
    [undefined, undefined],
    ['2024-04', undefined],
  ])('%j → %s', (fields, expected) => {
    expect(preferByRequest(bills, fields)).toBe(expected);
  });

  it('reads numbers as the text the table lists, and without otherwise leaves the first example', () => {
    const replies = { call: 'replyDetails', field: 'id', answers: { '3020': 'example=noReply' } };
    expect(preferByRequest(replies, { id: 3020 })).toBe('example=noReply');
    expect(preferByRequest(replies, { id: 3099 })).toBeUndefined();
    // Names of Object.prototype are no values the table lists.
    expect(preferByRequest(bills, { date: 'constructor' })).toBe('example=notIssued');
  });
});

describe('the browser cookie', () => {
  it('names a browser by a random id the server sets', () => {
    const id = newBrowserId();
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(newBrowserId()).not.toBe(id);
    expect(browserCookie(id)).toBe(
      `${BROWSER_COOKIE}=${id}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`,
    );
    expect(browserIdFrom(`a=1; ${BROWSER_COOKIE}=${id}; b=2`)).toBe(id);
  });

  it('ignores a missing or forged id', () => {
    expect(browserIdFrom(undefined)).toBeUndefined();
    expect(browserIdFrom('a=1')).toBeUndefined();
    expect(browserIdFrom(`${BROWSER_COOKIE}=../../etc`)).toBeUndefined();
  });

  it('is not forwarded to the API', () => {
    const id = newBrowserId();
    expect(withoutBrowserCookie(`a=1; ${BROWSER_COOKIE}=${id}; b=2`)).toBe('a=1; b=2');
    expect(withoutBrowserCookie(`${BROWSER_COOKIE}=${id}`)).toBeUndefined();
    expect(withoutBrowserCookie(undefined)).toBeUndefined();
  });
});
