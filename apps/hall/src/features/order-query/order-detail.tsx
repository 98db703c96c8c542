import { AppLink } from '@bluecat/ui/app-link';
import { FactList } from '@bluecat/ui/fact-list';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageEmpty, PageStates } from '@bluecat/ui/page-state';
import { useUrlSearchParams } from '@bluecat/ui/use-url-search-params';
import { paths } from '../../config/paths.ts';
import { useRouteCall } from '../../lib/route-data.ts';
import { parseOrderDetail } from './order-data.ts';
import './order-query.css';
import { orderDetailQuery } from './route-calls.ts';

/** The order of the address's `oid` (route-calls.ts reads it the same way as the page). */
function Detail() {
  const detail = useRouteCall(orderDetailQuery, parseOrderDetail);
  return (
    <PageStates loaded={detail} empty={(data) => data.rows.length === 0} rows={5}>
      {({ rows, tips }) => (
        <section className="order-detail" aria-label="订单信息">
          <FactList items={rows.map((row) => ({ label: row.title, value: row.content }))} />
          {tips && <p className="order-detail__tips">{tips}</p>}
        </section>
      )}
    </PageStates>
  );
}

/**
 * /orderDetail?oid={oid} 订单详情 (product.md › 订单查询): ORDER_DETAIL's rows of title and content, then its tips.
 * The original page was an empty shell; this one shows the order.
 */
export default function OrderDetailPage() {
  const oid = useUrlSearchParams()[0].get('oid')?.trim() ?? '';
  return (
    <div className="order-query">
      <PageHeader title="订单详情" />
      <main className="order-query__main">
        {oid === '' ? (
          <PageEmpty text="未找到该订单">
            <AppLink className="order-query__link" to={paths.orderQuery}>
              去查询订单
            </AppLink>
          </PageEmpty>
        ) : (
          <Detail key={oid} />
        )}
      </main>
    </div>
  );
}
