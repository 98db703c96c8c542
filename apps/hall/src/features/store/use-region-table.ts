import { reportFailedLoad } from '@bluecat/ui/field-reports/failed-load';
import { useCallback, useEffect, useState } from 'react';
import type { AreaList } from './region.ts';

/** 'cities': the provinces and cities alone; 'full': with the counties. */
export type RegionTableStatus = 'cities' | 'loading' | 'full' | 'error';

export interface RegionTable {
  area: AreaList;
  status: RegionTableStatus;
  /** Asks for the whole table (again after a failure); nothing when it is here or on its way. */
  load: () => void;
}

/** Where the counties come from: a file of their own (about 26 KB); tests replace `load`. */
export const countiesFile = {
  load: () => import(/* webpackChunkName: "region-counties" */ './counties.gen.json'),
};

/**
 * The picker's region table: the provinces and cities the page carries (cities.gen.json), then with the
 * counties (counties.gen.json, a chunk of its own, about 26 KB) once `load` is called or `now` is true.
 * The counties are only needed when someone narrows the choice, so they do not delay the first screen.
 */
export function useRegionTable(cities: AreaList, now: boolean): RegionTable {
  const [state, setState] = useState<{ area: AreaList; status: RegionTableStatus }>({
    area: cities,
    status: 'cities',
  });

  const load = useCallback(() => {
    setState((current) =>
      current.status === 'cities' || current.status === 'error' ? { ...current, status: 'loading' } : current,
    );
  }, []);

  useEffect(() => {
    if (now) load();
  }, [now, load]);

  useEffect(() => {
    if (state.status !== 'loading') return;
    let live = true;
    countiesFile.load().then(
      ({ default: counties }) => {
        if (live) setState({ area: { ...cities, county_list: counties }, status: 'full' });
      },
      (error: unknown) => {
        reportFailedLoad(error);
        if (live) setState((current) => ({ ...current, status: 'error' }));
      },
    );
    return () => {
      live = false;
    };
  }, [state.status, cities]);

  return { ...state, load };
}
