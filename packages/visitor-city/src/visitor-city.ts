import type { paths } from '@bluecat/api/schema';

/** The maps service's IP location answer (contract operation IP_CITY). */
export type IpLocation =
  paths['/api-baidu/location/ip']['get']['responses'][200]['content']['application/json'];

/** Where the visitor is, as far as their IP address tells. */
export interface VisitorCity {
  /** The city code the operator's calls take; DEFAULT_CITY_CODE when unknown. */
  cityCode: string;
  /** e.g. 南昌市; '' when unknown. */
  cityName: string;
  /** e.g. 江西省; '' when unknown. */
  provinceName: string;
  /** False when the lookup failed, timed out or did not name a city: the fields are the defaults. */
  located: boolean;
}

/** product.md › 门店查询: the city code used when the visitor's city is unknown. */
export const DEFAULT_CITY_CODE = '360';
/** product.md › 接口调用: the lookup gives up after 3 s; the flows go on with the default city. */
export const CITY_LOOKUP_TIMEOUT_MS = 3000;

const UNKNOWN: VisitorCity = { cityCode: DEFAULT_CITY_CODE, cityName: '', provinceName: '', located: false };

/** Reads the maps service's answer once, here: anything but a located city is "unknown". */
export function parseIpLocation(answer: unknown): VisitorCity {
  if (typeof answer !== 'object' || answer === null) return UNKNOWN;
  const { status, content } = answer as Partial<IpLocation>;
  if (Number(status) !== 0 || typeof content !== 'object' || content === null) return UNKNOWN;
  const detail = content.address_detail ?? {};
  const cityName = typeof detail.city === 'string' ? detail.city.trim() : '';
  const code = detail.city_code;
  const cityCode = typeof code === 'number' || typeof code === 'string' ? String(code).trim() : '';
  if (!cityName || !/^\d+$/.test(cityCode) || cityCode === '0') return UNKNOWN;
  const provinceName = typeof detail.province === 'string' ? detail.province.trim() : '';
  return { cityCode, cityName, provinceName, located: true };
}

export interface LookupOptions {
  /** Origin the apps call; '' for the page's own origin (the host proxies /api-baidu). */
  base?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The visitor's city by IP, through the same-origin /api-baidu proxy the spec names. Never rejects: a
 * failure, a malformed answer or no answer within 3 s gives the default city (code 360).
 */
export async function lookupVisitorCity({
  base = '',
  timeoutMs = CITY_LOOKUP_TIMEOUT_MS,
  fetch: fetchImpl = globalThis.fetch,
}: LookupOptions = {}): Promise<VisitorCity> {
  const controller = typeof AbortController === 'function' ? new AbortController() : null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<VisitorCity>((resolve) => {
    timer = setTimeout(() => {
      controller?.abort();
      resolve(UNKNOWN);
    }, timeoutMs);
  });
  const lookup = (async () => {
    try {
      const response = await fetchImpl(`${base}/api-baidu/location/ip?coor=bd09ll`, {
        credentials: 'same-origin',
        signal: controller?.signal,
      });
      if (!response.ok) return UNKNOWN;
      return parseIpLocation(await response.json());
    } catch {
      return UNKNOWN;
    }
  })();
  try {
    return await Promise.race([lookup, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

let remembered: Promise<VisitorCity> | null = null;

/**
 * One lookup per page load, shared by every flow that needs the city: the visitor does not move while a
 * page is open, and the maps service is asked once. A failed lookup is not remembered.
 */
export function visitorCity(options?: LookupOptions): Promise<VisitorCity> {
  if (!remembered) {
    const pending = lookupVisitorCity(options);
    remembered = pending;
    void pending.then((city) => {
      if (!city.located && remembered === pending) remembered = null;
    });
  }
  return remembered;
}

/** Forgets the remembered lookup (tests). */
export function forgetVisitorCity(): void {
  remembered = null;
}
