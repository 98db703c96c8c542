import type { CallData } from '@bluecat/api/gateway';

type RawStore = CallData<'STORE'>['list'][number];

/** product.md › 门店查询: the service number when a store has none of its own. */
export const HOTLINE = '10020';

/** One 营业厅 store as the page shows it. */
export interface Store {
  id: string;
  name: string;
  address: string;
  /** The number a tap calls: the store's, or the hotline when it has none. */
  phone: string;
  /** True when `phone` is the hotline. */
  hotline: boolean;
  hours: string;
  /** An http(s) map address built here, never taken from the server. */
  mapHref: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function coordinate(value: unknown, limit: number): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/**
 * A map page for the store: its marker when the server gives GCJ-02 coordinates (the system Amap uses), a
 * search for its address otherwise. Opens Amap's app or its web page on any phone.
 */
export function mapHref(store: { name: string; address: string; longitude?: unknown; latitude?: unknown }) {
  const longitude = coordinate(store.longitude, 180);
  const latitude = coordinate(store.latitude, 90);
  if (longitude !== null && latitude !== null) {
    const query = new URLSearchParams({ position: `${longitude},${latitude}`, name: store.name });
    return `https://uri.amap.com/marker?${query}`;
  }
  return `https://uri.amap.com/search?${new URLSearchParams({ keyword: store.address || store.name })}`;
}

/** STORE's list as it enters the app; a store without a name or an address is not shown. */
export function parseStores(data: unknown): Store[] {
  const list = (data as { list?: unknown } | null)?.list;
  if (!Array.isArray(list)) return [];
  return list
    .map((raw: Partial<RawStore> | null, index): Store => {
      const name = text(raw?.name);
      const address = text(raw?.address);
      const phone = text(raw?.phone).replace(/[^\d-]/g, '');
      return {
        id: text(raw?.id) || `${index}`,
        name,
        address,
        phone: phone || HOTLINE,
        hotline: phone === '',
        hours: text(raw?.hours),
        mapHref: mapHref({ name, address, longitude: raw?.longitude, latitude: raw?.latitude }),
      };
    })
    .filter((store) => store.name !== '' && store.address !== '');
}
