import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_CITY_CODE,
  forgetVisitorCity,
  lookupVisitorCity,
  parseIpLocation,
  visitorCity,
} from './visitor-city.ts';

const nanchang = {
  status: 0,
  address: 'CN|江西|南昌|None|CHINANET|0|0',
  content: {
    address: '江西省南昌市',
    address_detail: { province: '江西省', city: '南昌市', city_code: 163 },
    point: { x: '115.89', y: '28.68' },
  },
};

const unknown = { cityCode: DEFAULT_CITY_CODE, cityName: '', provinceName: '', located: false };

function answer(body: unknown, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

describe('parseIpLocation', () => {
  it.each([
    [
      'a located city',
      nanchang,
      { cityCode: '163', cityName: '南昌市', provinceName: '江西省', located: true },
    ],
    [
      'a city code sent as a string',
      { ...nanchang, status: '0', content: { address_detail: { city: '南昌市', city_code: '163' } } },
      { cityCode: '163', cityName: '南昌市', provinceName: '', located: true },
    ],
    ['a refusal', { status: 1002, message: 'loc failed' }, unknown],
    ['no city', { status: 0, content: { address_detail: { city: '', city_code: 0 } } }, unknown],
    [
      'a code that is no number',
      { status: 0, content: { address_detail: { city: '南昌市', city_code: 'x' } } },
      unknown,
    ],
    ['no content', { status: 0 }, unknown],
    ['not an object', 'Internal Server Error', unknown],
    ['null', null, unknown],
  ])('reads %s', (_, body, expected) => {
    expect(parseIpLocation(body)).toEqual(expected);
  });
});

describe('lookupVisitorCity', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks the same-origin /api-baidu proxy', async () => {
    const fetch = answer(nanchang);
    await expect(lookupVisitorCity({ fetch })).resolves.toMatchObject({ cityCode: '163', located: true });
    expect(fetch).toHaveBeenCalledWith('/api-baidu/location/ip?coor=bd09ll', expect.any(Object));
  });

  it('gives the default city on an HTTP error or a network failure', async () => {
    await expect(lookupVisitorCity({ fetch: answer('nope', 500) })).resolves.toEqual(unknown);
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(lookupVisitorCity({ fetch: failing })).resolves.toEqual(unknown);
  });

  it('gives up after 3 s with the default city and aborts the request', async () => {
    let signal: AbortSignal | undefined;
    const hanging = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>(() => {
          signal = init?.signal ?? undefined;
        }),
    );
    const result = lookupVisitorCity({ fetch: hanging as unknown as typeof fetch });
    await vi.advanceTimersByTimeAsync(2999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual(unknown);
    expect(signal?.aborted).toBe(true);
  });
});

describe('visitorCity', () => {
  beforeEach(() => forgetVisitorCity());

  it('asks once per page load for a located city', async () => {
    const fetch = answer(nanchang);
    await visitorCity({ fetch });
    await visitorCity({ fetch });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed lookup', async () => {
    const failing = answer({ status: 1002 });
    await expect(visitorCity({ fetch: failing })).resolves.toEqual(unknown);
    const fetch = answer(nanchang);
    await expect(visitorCity({ fetch })).resolves.toMatchObject({ cityName: '南昌市' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
