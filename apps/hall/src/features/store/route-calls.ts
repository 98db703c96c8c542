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
 * Where the page starts (product.md › 门店查询): from the tab's draft as it is, a region confirmed earlier
 * (its stores) or one being chosen (no stores yet); else from the visitor's city; else from nothing, the
 * city being unknown (the page says so).
 */
export type FirstRegion =
  | { readonly from: 'draft'; readonly address: string | null }
  | { readonly from: 'city'; readonly address: string }
  | { readonly from: 'unknown city'; readonly address: null };

export function firstRegion(draft: StoreDraft, located: RegionChoice): FirstRegion {
  if (draft.confirmed !== '') return { from: 'draft', address: draft.confirmed };
  if (draft.choice.province !== '') return { from: 'draft', address: null };
  const address = selectAddress(CITIES, located);
  return address === null ? { from: 'unknown city', address } : { from: 'city', address };
}

/**
 * STORE for the first region, started by the route's loader as soon as the visitor's city is known,
 * with the page's code; the list reads it with the same body (store-list.tsx).
 */
export const storesQuery = routeCallOn(locate, calls.STORE, (_url, located) => {
  const { address } = firstRegion(readDraft<StoreDraft>(STORE_DRAFT) ?? EMPTY_STORE_DRAFT, located);
  return address === null ? null : { selectAddress: address };
});
