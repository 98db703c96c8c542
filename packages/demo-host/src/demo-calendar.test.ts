import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  chinaToday,
  createCalendarProxy,
  demoToday,
  EXAMPLES_TODAY,
  invert,
  shiftDates,
  shiftText,
  shiftTo,
} from './demo-calendar.mjs';
import { loopbackServers } from './testing/loopback-servers.mjs';

describe('shiftTo', () => {
  it('counts whole months and whole days from the examples’ day', () => {
    expect(shiftTo(EXAMPLES_TODAY)).toEqual({ months: 0, days: 0 });
    expect(shiftTo('2026-12-02')).toEqual({ months: 31, days: 926 });
    expect(shiftTo('2027-03-15')).toEqual({ months: 34, days: 1029 });
    expect(() => shiftTo('2026-02-30')).toThrow(/not a day/);
  });
});

describe('shiftText', () => {
  const december = shiftTo('2026-12-02');

  it.each([
    // Months move by months, in their own format.
    ['2024-05', '2026-12'],
    ['2024-04', '2026-11'],
    ['202405', '202612'],
    ['您好，您2024年03月的账单为', '您好，您2026年10月的账单为'],
    // The examples' day is today, the days before it the days before today, the time of day kept.
    ['2024-05-20 10:30:15', '2026-12-02 10:30:15'],
    ['2024-05-18 21:02:40', '2026-11-30 21:02:40'],
    ['2024-05-19 10:21', '2026-12-01 10:21'],
    ['2021-06-18', '2023-12-31'],
    // Month bounds stay month bounds, the last day clamped to the month's length.
    ['2024-05-01 00:00:00', '2026-12-01 00:00:00'],
    ['2024-04-30 23:59:59', '2026-11-30 23:59:59'],
    ['2024-05-31 23:59:59', '2026-12-31 23:59:59'],
    ['2024-07-31 23:59:59', '2027-02-28 23:59:59'],
    // "No end", ids and numbers with digits that look like dates stay.
    ['2099-12-31 23:59:59', '2099-12-31 23:59:59'],
    ['BC202405201030150001', 'BC202405201030150001'],
    ['INV202404', 'INV202404'],
    ['/__demo/face-verify?biz_no=FA202405201030100001', '/__demo/face-verify?biz_no=FA202405201030100001'],
    ['360102199001011234', '360102199001011234'],
    ['0791-86123456', '0791-86123456'],
    ['135412', '135412'],
  ])('%s → %s', (from, to) => {
    expect(shiftText(from, december)).toBe(to);
  });

  it('clamps a day past the end of a shorter month', () => {
    // A month bound of January lands on February's last day, in a leap year too.
    expect(shiftText('2024-01-31 23:59:59', { months: 1, days: 0 })).toBe('2024-02-29 23:59:59');
  });

  it('moves a month back where it came from', () => {
    const shift = shiftTo('2027-03-15');
    for (const month of ['2024-05', '2024-04', '2023-11', '2024年02月']) {
      expect(shiftText(shiftText(month, shift), invert(shift))).toBe(month);
    }
  });
});

describe('shiftDates', () => {
  it('moves the dates of every string of an answer, keys and other values kept', () => {
    const answer = {
      code: 1,
      msg: '成功',
      data: { list: [{ date: '2024-04', amount: 24.3, '2024-05': true }] },
    };
    expect(shiftDates(answer, shiftTo('2026-12-02'))).toEqual({
      code: 1,
      msg: '成功',
      data: { list: [{ date: '2026-11', amount: 24.3, '2024-05': true }] },
    });
  });
});

describe('demoToday', () => {
  const noon = Date.parse('2026-12-01T20:00:00Z');

  it('is the header’s day, else DEMO_TODAY, else the day in China', () => {
    expect(demoToday({ 'x-demo-today': '2027-03-15' }, { DEMO_TODAY: '2026-11-20' }, noon)).toBe(
      '2027-03-15',
    );
    expect(demoToday({ 'x-demo-today': 'tomorrow' }, { DEMO_TODAY: '2026-11-20' }, noon)).toBe('2026-11-20');
    // 20:00 in London is 04:00 the next day in China.
    expect(demoToday({}, {}, noon)).toBe('2026-12-02');
    expect(chinaToday(noon)).toBe('2026-12-02');
  });

  it('refuses a DEMO_TODAY that is not a day', () => {
    expect(() => demoToday({}, { DEMO_TODAY: '2026-13-01' })).toThrow(/DEMO_TODAY=2026-13-01/);
  });
});

const servers = loopbackServers();
afterEach(servers.closeAll);
const listen = servers.listen;

describe('createCalendarProxy', () => {
  it('dates JSON answers from the day asked, and passes the rest and the request as they are', async () => {
    const seen: { body: string; headers: http.IncomingHttpHeaders }[] = [];
    const prism = await listen(
      http.createServer((req, res) => {
        let body = '';
        req.on('data', (chunk) => {
          body += chunk;
        });
        req.on('end', () => {
          seen.push({ body, headers: req.headers });
          if (req.url === '/text') {
            res.writeHead(200, { 'content-type': 'text/plain' });
            res.end('2024-05');
            return;
          }
          res.writeHead(200, { 'content-type': 'application/json', 'sl-violations': '[]' });
          res.end(JSON.stringify({ code: 1, data: { date: '2024-05', title: '2024年04月' } }));
        });
      }),
    );
    const origin = await listen(
      createCalendarProxy({ upstream: new URL(prism), env: { DEMO_TODAY: '2026-12-02' } }),
    );

    const dated = await fetch(`${origin}/api/wechat/queryBill`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"date":"2026-11"}',
    });
    expect(await dated.json()).toEqual({ code: 1, data: { date: '2026-12', title: '2026年11月' } });
    expect(dated.headers.get('sl-violations')).toBe('[]');
    expect(seen[0]?.body).toBe('{"date":"2026-11"}');

    const other = await fetch(`${origin}/api/wechat/queryBill`, {
      method: 'POST',
      headers: { 'x-demo-today': '2027-03-15' },
    });
    expect(await other.json()).toEqual({ code: 1, data: { date: '2027-03', title: '2027年02月' } });

    expect(await (await fetch(`${origin}/text`)).text()).toBe('2024-05');
  });
});
