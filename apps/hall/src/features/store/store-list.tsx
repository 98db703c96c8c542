import * as calls from '@bluecat/api/calls';
import { PageStates } from '@bluecat/ui/page-state';
import { useAfterShown } from '@bluecat/ui/use-after-shown';
import { useLoad } from '@bluecat/ui/use-load';
import { useId } from 'react';
import { loadCall } from '../../lib/load-call.ts';
import { useFirstRead } from '../../lib/route-data.ts';
import { storesQuery } from './route-calls.ts';
import { parseStores, type Store } from './store-data.ts';

function StoreCard({ store }: { store: Store }) {
  const titleId = useId();
  return (
    <article className="store-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="store-card__name">
        {store.name}
      </h3>
      <p className="store-card__line">地址：{store.address}</p>
      {store.hours && <p className="store-card__line">营业时间：{store.hours}</p>}
      <p className="store-card__line">
        电话：{store.phone}
        {store.hotline && '（客服热线）'}
      </p>
      <div className="store-card__actions">
        <a className="store-card__action" href={`tel:${store.phone}`}>
          {store.hotline ? '拨打客服热线' : '拨打电话'}
        </a>
        <a className="store-card__action" href={store.mapHref} target="_blank" rel="noopener noreferrer">
          查看地图
        </a>
      </div>
    </article>
  );
}

/** The stores of one confirmed region (STORE selectAddress); `onSettled` once they (or the failure) are shown. */
export function StoreList({ address, onSettled }: { address: string; onSettled?: () => void }) {
  const titleId = useId();
  // The first read takes what the route's loader started for this region (route-calls.ts); 重试 asks again.
  const read = useFirstRead();
  const stores = useLoad(
    (signal) =>
      read(
        (first) => loadCall(calls.STORE, { selectAddress: address }, signal, first ? storesQuery : undefined),
        signal,
      ).then(parseStores),
    [address],
  );
  // Once they are on the screen: what `onSettled` downloads must not compete with them.
  useAfterShown(stores.status !== 'loading', onSettled);
  return (
    <section className="store-results" aria-labelledby={titleId}>
      <h2 id={titleId} className="store-results__title">
        {address.replace(/-/g, ' ')} 的门店
      </h2>
      <PageStates loaded={stores} emptyText="该地区暂无门店" rows={4}>
        {(list) => (
          <div className="store-results__list">
            {list.map((store) => (
              <StoreCard key={store.id} store={store} />
            ))}
          </div>
        )}
      </PageStates>
    </section>
  );
}
