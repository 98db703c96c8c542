import * as calls from '@bluecat/api/calls';
import { routeCallOn } from '@bluecat/api/route-call';
import { readDraft } from '@bluecat/ui/drafts';
import { visitorCity } from '@bluecat/visitor-city';
import type { HallFormDraft } from '../../lib/form-drafts.ts';
import cities from './cities.gen.json';
import { type AreaList, NO_REGION, type RegionChoice, regionOfCity, selectAddress } from './region.ts';

/** sessionStorage draft: the region chosen and the one confirmed survive a reload and a visit to the map. */
export const STORE_DRAFT: HallFormDraft = 'store-region';

export interface StoreDraft {
  choice: RegionChoice;
  /** The confirmed selectAddress; '' before the first. */
  confirmed: string;
}

export const EMPTY_STORE_DRAFT: StoreDraft = { choice: NO_REGION, confirmed: '' };

/** The provinces and cities, enough to preselect the visitor's city and ask for its stores. */
export const CITIES: AreaList = cities;

/**
 * The visitor's region by IP (3 s at most, never failing), NO_REGION when unknown (city code 360). The
 * lookup is made once a tab (@bluecat/visitor-city), so the route's loader and the page share it.
 */
export async function locate(): Promise<RegionChoice> {
  const city = await visitorCity();
  return regionOfCity(CITIES, city.provinceName, city.cityName);
}

/**
 * The region whose stores the page shows first (product.md › 门店查询): the one confirmed earlier in the
 * tab; else the visitor's city, unless a region is already being chosen; null for none (the page's hint).
 */
export function firstAddress(draft: StoreDraft, located: RegionChoice): string | null {
  if (draft.confirmed !== '') return draft.confirmed;
  if (draft.choice.province !== '') return null;
  return selectAddress(CITIES, located);
}

/**
 * STORE for the first region, started by the route's loader as soon as the visitor's city is known,
 * with the page's code; the list reads it with the same body (store-list.tsx).
 */
export const storesQuery = routeCallOn(locate, calls.STORE, (_url, located) => {
  const address = firstAddress(readDraft<StoreDraft>(STORE_DRAFT) ?? EMPTY_STORE_DRAFT, located);
  return address === null ? null : { selectAddress: address };
});
