import { AppLink } from '@bluecat/ui/app-link';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageEmpty, PageStates } from '@bluecat/ui/page-state';
import { Tabs } from '@bluecat/ui/tabs';
import { useState } from 'react';
import { paths } from '../../config/paths.ts';
import { useRouteCall } from '../../lib/route-data.ts';
import { type OlderInvoice, parseOlderList } from './older-list.ts';
import './invoice-legacy.css';
import { olderListQuery } from './route-calls.ts';

type Tab = 'notInvoice' | 'openedInvoice';

const TABS = [
  { value: 'notInvoice', label: '未开票' },
  { value: 'openedInvoice', label: '已开票' },
] as const;

/** /state 发票列表 (older, product.md › 发票): the member's months by token, 未开票 to the older form, 已开票 to the detail. */
export default function StatePage() {
  const [tab, setTab] = useState<Tab>('notInvoice');
  const loaded = useRouteCall(olderListQuery, parseOlderList);
  return (
    <div className="legacy-invoice">
      <PageHeader title="发票列表" />
      <Tabs label="开票状态" tabs={TABS} value={tab} onChange={setTab}>
        <PageStates loaded={loaded} empty={false} rows={4}>
          {(list) => <Months tab={tab} items={list[tab]} />}
        </PageStates>
      </Tabs>
    </div>
  );
}

function Months({ tab, items }: { tab: Tab; items: OlderInvoice[] }) {
  if (items.length === 0) return <PageEmpty />;
  return (
    <ul className="legacy-invoice__months">
      {items.map((item) => {
        const to =
          tab === 'notInvoice'
            ? `${paths.invoiceForm}?${new URLSearchParams({ money: item.amount, time: item.time, id: item.id })}`
            : `${paths.invoiceDetailPage}?id=${encodeURIComponent(item.id)}`;
        return (
          <li key={item.id}>
            <AppLink className="legacy-invoice__month" to={to}>
              <span>{item.time}</span>
              <span className="legacy-invoice__amount">¥{item.amount}</span>
              <span className="legacy-invoice__go">{tab === 'notInvoice' ? '去开票' : '查看'}</span>
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}
