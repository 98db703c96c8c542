import { PageHeader } from '@bluecat/ui/page-header';
import { PageStates } from '@bluecat/ui/page-state';
import { useUrlSearchParams } from '@bluecat/ui/use-url-search-params';
import { useCallback, useId } from 'react';
import { paths } from '../../config/paths.ts';
import { formatYuan } from '../../lib/money.ts';
import { useRouteLoad } from '../../lib/route-data.ts';
import { ORDER_RANGES, ordersCache, parseChoice } from './caches.ts';
import { ordersQuery, RANGE_PARAM } from './route-calls.ts';
import { useBack } from './use-back.ts';
import { useCached } from './use-cached.ts';
import './points.css';

/** An order's value in yuan, to the fen. */
export function formatOrderAmount(amount: number): string {
  return `¥${formatYuan(amount)}`;
}

/**
 * 我的订单 /myOrder: points orders of a range picked from a dropdown (近六个月, 近一年, 近两年); each range
 * is fetched once and reused. The dropdown is the browser's own select: on a phone it opens the system
 * picker, and it is a named combobox for screen readers, which NutUI's Menu is not.
 */
export default function MyOrder() {
  const [search, replaceQuery] = useUrlSearchParams();
  const range = parseChoice(search.get(RANGE_PARAM), ORDER_RANGES, 0);
  const loadOrders = useRouteLoad(ordersQuery);
  const orders = useCached(
    ordersCache,
    range,
    useCallback((signal: AbortSignal) => loadOrders(signal).then((data) => data.list), [loadOrders]),
  );
  const back = useBack(paths.integralMyPoints);
  const selectId = useId();

  return (
    <div className="points-orders">
      <PageHeader title="我的订单" onBack={back} />
      <div className="points-filter">
        <label className="points-filter__label" htmlFor={selectId}>
          时间范围
        </label>
        <div className="points-filter__select-wrap">
          <select
            id={selectId}
            className="points-filter__select"
            value={range}
            onChange={(event) =>
              replaceQuery((query) =>
                query.set(RANGE_PARAM, String(parseChoice(event.target.value, ORDER_RANGES, 0))),
              )
            }
          >
            {ORDER_RANGES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <main className="points-section">
        <PageStates loaded={orders}>
          {(list) => (
            <ul className="points-rows">
              {list.map((order, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: orders have no id and the list is only ever replaced whole; the place keeps two same-second orders apart
                <li key={`${index}-${order.exchangeDate}`} className="points-row">
                  <div className="points-row__main">
                    <p className="points-row__title">{order.title}</p>
                    <p className="points-row__meta">兑换时间 {order.exchangeDate}</p>
                  </div>
                  <span className="points-row__value">{formatOrderAmount(order.amount)}</span>
                </li>
              ))}
            </ul>
          )}
        </PageStates>
      </main>
    </div>
  );
}
