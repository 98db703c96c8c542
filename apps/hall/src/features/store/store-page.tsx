import { storeRegionRules } from '@bluecat/rules/store/store-region';
import { validate } from '@bluecat/rules/validate';
import { Button } from '@bluecat/ui/button';
import { toast } from '@bluecat/ui/overlays';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageError, PageStates } from '@bluecat/ui/page-state';
import { useLoad } from '@bluecat/ui/use-load';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { type FormEvent, useEffect, useState } from 'react';
import { chooseRegion, type RegionChoice, selectAddress } from './region.ts';
import { RegionPicker } from './region-picker.tsx';
import {
  CITIES,
  EMPTY_STORE_DRAFT,
  firstRegion,
  locate,
  STORE_DRAFT,
  type StoreDraft,
} from './route-calls.ts';
import { StoreList } from './store-list.tsx';
import { useRegionTable } from './use-region-table.ts';
import './store.css';

export const CITY_UNKNOWN = '未能获取您所在的城市，请选择地区后查询';
export const CHOOSE_REGION = '请选择地区后查询门店';

/**
 * /store 门店查询 (product.md › 门店查询): province, city and county pickers, preselected with the visitor's city
 * when the IP lookup names one within 3 s, then STORE with the confirmed 'province-city-county'.
 * The counties come once the stores are shown or the pickers are touched (useRegionTable), so the first
 * stores do not wait for them.
 */
export default function StorePage() {
  const located = useLoad(locate, []);
  return (
    <div className="store">
      <PageHeader title="门店查询" />
      <main className="store__main">
        <PageStates loaded={located} empty={false} rows={3}>
          {(choice) => <StoreFinder located={choice} />}
        </PageStates>
      </main>
    </div>
  );
}

function StoreFinder({ located }: { located: RegionChoice }) {
  const [draft, setDraft] = usePersistedState<StoreDraft>(STORE_DRAFT, EMPTY_STORE_DRAFT);
  const [cityUnknown, setCityUnknown] = useState(false);
  // A county kept from earlier in the tab needs the counties to show in its picker.
  const region = useRegionTable(CITIES, draft.choice.county !== '');
  const { area } = region;

  // The first visit of the tab starts from the visitor's city; a region already chosen stays.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per mount, with the lookup's answer.
  useEffect(() => {
    const first = firstRegion(draft, located);
    if (first.from === 'city') setDraft({ choice: located, confirmed: first.address });
    if (first.from === 'unknown city') setCityUnknown(true);
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
      <form
        className="store-picker"
        onSubmit={confirm}
        noValidate
        aria-label="选择地区"
        onFocus={region.load}
        onPointerDown={region.load}
      >
        <RegionPicker
          area={area}
          choice={draft.choice}
          onChange={(level, code) => {
            region.load();
            setDraft((current) => ({ ...current, choice: chooseRegion(current.choice, level, code) }));
          }}
        />
        {region.status === 'error' && <PageError message="地区数据加载失败" onRetry={region.load} />}
        <Button className="store-picker__submit" nativeType="submit" type="primary" block>
          查询门店
        </Button>
      </form>
      {draft.confirmed !== '' ? (
        <StoreList key={draft.confirmed} address={draft.confirmed} onSettled={region.load} />
      ) : (
        <p className="store__hint" role="status">
          {cityUnknown ? CITY_UNKNOWN : CHOOSE_REGION}
        </p>
      )}
    </>
  );
}
