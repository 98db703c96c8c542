import { AppLink } from '@bluecat/ui/app-link';
import { PageEmpty } from '@bluecat/ui/page-state';
import { useUrlSearchParams } from '@bluecat/ui/use-url-search-params';
import { paths } from '../../config/paths.ts';
import { useRouteCall } from '../../lib/route-data.ts';
import { BillDetail } from './bill-detail.tsx';
import { parseBillMonth } from './bill-month.ts';
import { formatMonth } from './bill-text.ts';
import { BillsScreen, RecordStates } from './bills-screen.tsx';
import { readBill } from './read-bills.ts';
import { billQuery } from './route-calls.ts';

/** The bill of the address's month, read through the declaration its route's loader started. */
function BillLoader({ month }: { month: string | null }) {
  const loaded = useRouteCall(billQuery, readBill);
  return <RecordStates loaded={loaded}>{(bill) => <BillDetail bill={bill} month={month} />}</RecordStates>;
}

/**
 * /bill (本月账单, this month so far) and /billDetails?date=YYYY-MM (one month's bill, reached from
 * 历史账单): one screen, the date deciding which bill QUERY_BILL_DETAILS returns. /billDetails without a
 * date is this month too — the 业务查询 hub links it so.
 */
export default function BillPage() {
  const [params] = useUrlSearchParams();
  const query = parseBillMonth(params.get('date'));
  const month = query.kind === 'month' ? query.month : null;
  const title = month ? `${formatMonth(month)}账单` : query.kind === 'current' ? '本月账单' : '账单详情';

  return (
    <BillsScreen title={title}>
      {query.kind === 'invalid' ? (
        <PageEmpty text="账单月份有误">
          <AppLink className="bills-page__action" to={paths.historyBill}>
            查看历史账单
          </AppLink>
        </PageEmpty>
      ) : (
        <BillLoader month={month} />
      )}
    </BillsScreen>
  );
}
