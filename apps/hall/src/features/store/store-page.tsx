import { visitorCity } from '@bluecat/api/visitor-city';
import { storeRegionRules } from '@bluecat/rules/store-region';
import { validate } from '@bluecat/rules/validate';
import { Button } from '@bluecat/ui/button';
import { toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageStates } from '@bluecat/ui/page-state';
import { useLoad } from '@bluecat/ui/use-load';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useEffect, useState } from 'react';
import {
  type AreaList,
  chooseRegion,
  NO_REGION,
  type RegionChoice,
  regionOfCity,
  selectAddress,
} from './region.ts';
import { RegionPicker } from './region-picker.tsx';
import { StoreList } from './store-list.tsx';
import './store.css';

/** sessionStorage draft: the region chosen and the one confirmed survive a reload and a visit to the map. */
export const STORE_DRAFT = 'store-region';

interface StoreDraft {
  choice: RegionChoice;
  /** The confirmed selectAddress; '' before the first. */
  confirmed: string;
}

const EMPTY_DRAFT: StoreDraft = { choice: NO_REGION, confirmed: '' };

export const CITY_UNKNOWN = '未能获取您所在的城市，请选择地区后查询';
export const CHOOSE_REGION = '请选择地区后查询门店';

interface Start {
  area: AreaList;
  /** The visitor's region by IP, NO_REGION when unknown (city code 360). */
  located: RegionChoice;
}

/**
 * The region table (~160 KB) is its own chunk, downloaded only by this page; the visitor's city (3 s at
 * most, never failing) is asked at the same time.
 */
async function loadStart(): Promise<Start> {
  const [{ areaList }, city] = await Promise.all([import('@vant/area-data'), visitorCity()]);
  return { area: areaList, located: regionOfCity(areaList, city.provinceName, city.cityName) };
}

/**
 * /store 门店查询 (001 §2, §7, §9): province, city and county pickers, preselected with the visitor's city
 * when the IP lookup names one within 3 s, then STORE with the confirmed 'province-city-county'.
 */
export default function StorePage() {
  const start = useLoad(loadStart, [], '地区数据加载失败');
  return (
    <div className="store">
      <PageHeader title="门店查询" />
      <main className="store__main">
        <PageStates loaded={start} empty={false} rows={3}>
          {(loaded) => <StoreFinder area={loaded.area} located={loaded.located} />}
        </PageStates>
      </main>
    </div>
  );
}

function StoreFinder({ area, located }: Start) {
  const [draft, setDraft] = usePersistedState<StoreDraft>(STORE_DRAFT, EMPTY_DRAFT);
  const [cityUnknown, setCityUnknown] = useState(false);

  // The first visit of the tab starts from the visitor's city; a region already chosen stays.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per mount, with the lookup's answer.
  useEffect(() => {
    if (draft.confirmed !== '' || draft.choice.province !== '') return;
    const address = selectAddress(area, located);
    if (address === null) {
      setCityUnknown(true);
      return;
    }
    setDraft({ choice: located, confirmed: address });
  }, []);

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validate(storeRegionRules, draft.choice);
    const address = selectAddress(area, draft.choice);
    if (invalid || address === null) {
      toast(invalid?.message ?? CHOOSE_REGION);
      return;
    }
    setDraft((current) => ({ ...current, confirmed: address }));
  };

  return (
    <>
      <form className="store-picker" onSubmit={confirm} noValidate aria-label="选择地区">
        <RegionPicker
          area={area}
          choice={draft.choice}
          onChange={(level, code) =>
            setDraft((current) => ({ ...current, choice: chooseRegion(current.choice, level, code) }))
          }
        />
        <Button className="store-picker__submit" nativeType="submit" type="primary" block>
          查询门店
        </Button>
      </form>
      {draft.confirmed !== '' ? (
        <StoreList key={draft.confirmed} address={draft.confirmed} />
      ) : (
        <p className="store__hint" role="status">
          {cityUnknown ? CITY_UNKNOWN : CHOOSE_REGION}
        </p>
      )}
    </>
  );
}
