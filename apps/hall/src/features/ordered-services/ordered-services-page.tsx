import { FactList } from '@bluecat/ui/fact-list';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageStates } from '@bluecat/ui/page-state';
import { type TabItem, Tabs } from '@bluecat/ui/tabs';
import { useEffect, useRef, useState } from 'react';
import { type OrderedBusiness, statusBadge } from './order-status.ts';
import { canLoadMore, listStatus, type TabList } from './ordered-pages.ts';
import { type OrderType, useOrderedPages } from './use-ordered-pages.ts';
import './ordered-services-page.css';

type TabValue = 'base' | 'traffic' | 'valueAdded';

const TABS: readonly (TabItem<TabValue> & { type: OrderType })[] = [
  { value: 'base', label: '基础套餐', type: 1 },
  { value: 'traffic', label: '流量包', type: 2 },
  { value: 'valueAdded', label: '增值业务', type: 3 },
];

/** The sentinel asks for the next page a little before it scrolls into view. */
const PREFETCH_MARGIN = '0px 0px 160px 0px';

/** /orderbusine 已订业务 ordered services: three tabs, each a list loaded 6 at a time as it is scrolled. */
export default function OrderedServicesPage() {
  const [tab, setTab] = useState<TabValue>('base');
  const current = TABS.find((entry) => entry.value === tab) ?? TABS[0];
  const type = current?.type ?? 1;
  const { list, loadMore, retry } = useOrderedPages(type);

  return (
    <div className="ordered">
      <PageHeader title="已订业务" />
      <main>
        <Tabs
          label="业务类型"
          tabs={TABS}
          value={tab}
          onChange={setTab}
          sticky
          panelClassName="ordered-panel"
        >
          <PageStates
            status={listStatus(list)}
            data={list.items}
            errorMessage={list.error ?? undefined}
            onRetry={retry}
            rows={6}
          >
            {(items) => (
              <>
                <ul className="ordered-list">
                  {items.map((item, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: services have no id; pages only append, so places never shift
                    <OrderedItem key={index} item={item} />
                  ))}
                </ul>
                <ListFooter list={list} onMore={loadMore} />
              </>
            )}
          </PageStates>
        </Tabs>
      </main>
    </div>
  );
}

function OrderedItem({ item }: { item: OrderedBusiness }) {
  const badge = statusBadge(item.status);
  return (
    <li className={`ordered-item ordered-item--${badge.tone}`}>
      <div className="ordered-item__head">
        <h2 className="ordered-item__name">{item.packageName}</h2>
        <span className={`ordered-badge ordered-badge--${badge.tone}`}>{badge.label}</span>
      </div>
      <FactList
        className="ordered-item__times"
        items={[
          { label: '生效时间', value: item.effectTime },
          { label: '失效时间', value: item.overTime },
          { label: '订购时间', value: item.orderTime },
        ]}
      />
    </li>
  );
}

/**
 * Under the list: 加载中... while a page loads, 没有更多了 at the end, otherwise 加载更多 — a visible button
 * for when the sentinel cannot fire (no IntersectionObserver, or a page that failed: the sentinel stays
 * quiet then, so a broken network is not asked again and again).
 */
function ListFooter({ list, onMore }: { list: TabList; onMore: () => void }) {
  const more = canLoadMore(list);
  return (
    <div className="ordered-footer">
      {list.pending !== null ? (
        <p className="ordered-footer__text" role="status">
          加载中...
        </p>
      ) : list.done ? (
        <p className="ordered-footer__text">没有更多了</p>
      ) : (
        <>
          {list.moreFailed && (
            <p className="ordered-footer__text" role="alert">
              加载失败，请重试
            </p>
          )}
          <button type="button" className="ordered-footer__more" onClick={onMore} disabled={!more}>
            加载更多
          </button>
        </>
      )}
      <Sentinel armed={more && !list.moreFailed} page={list.page} onVisible={onMore} />
    </div>
  );
}

function Sentinel({ armed, page, onVisible }: { armed: boolean; page: number; onVisible: () => void }) {
  const element = useRef<HTMLDivElement>(null);
  const onVisibleRef = useRef(onVisible);
  onVisibleRef.current = onVisible;

  // A new observer after every page: its first report says whether the sentinel is still in view (a short
  // page on a tall screen), which a kept observer would not repeat.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `page` re-arms the observer after each page
  useEffect(() => {
    const target = element.current;
    if (!armed || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisibleRef.current();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [armed, page]);

  return <div ref={element} className="ordered-footer__sentinel" aria-hidden="true" />;
}
