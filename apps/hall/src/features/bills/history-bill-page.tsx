import { AppLink } from '@bluecat/ui/app-link';
import { PageStates } from '@bluecat/ui/page-state';
import { formatYuan } from '../../lib/money.ts';
import { useRouteCall } from '../../lib/route-data.ts';
import { billDetailsHref, formatMonth } from './bill-text.ts';
import { BillsScreen } from './bills-screen.tsx';
import { historyBillQuery } from './route-calls.ts';

/** 历史账单 past months with their totals; a month opens its bill at /billDetails?date=YYYY-MM. */
export default function HistoryBillPage() {
  const { status, data, error, reload } = useRouteCall(historyBillQuery);

  return (
    <BillsScreen title="历史账单">
      <PageStates
        status={status}
        data={data?.list}
        onRetry={reload}
        errorMessage={error ?? undefined}
        rows={6}
      >
        {(list) => (
          <ul className="bills-history" aria-label="历史账单">
            {list.map((item) => (
              <li key={item.date}>
                <AppLink className="bills-history__row" to={billDetailsHref(item.date)}>
                  <span className="bills-history__month">{formatMonth(item.date)}</span>
                  <span className="bills-history__amount">{formatYuan(item.amount)}元</span>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </PageStates>
    </BillsScreen>
  );
}
