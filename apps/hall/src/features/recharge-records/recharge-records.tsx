import { PageHeader } from '@bluecat/ui/page-header';
import { PageStates } from '@bluecat/ui/page-state';
import { useRouteCall } from '../../lib/route-data.ts';
import { recordsQuery } from './route-calls.ts';
import { formatAmount, type RechargeRecord, statusView } from './status.ts';
import './recharge-records.css';

/** product.md › 充值记录 'no recharge records', as the product shows it. */
export const NO_RECORDS = '暂无充值记录';

function RecordItem({ record }: { record: RechargeRecord }) {
  const status = statusView(record.status);
  return (
    <li className="records__item">
      <div className="records__row">
        <h2 className="records__title">{record.title}</h2>
        <span className="records__amount">{formatAmount(record.amount)}</span>
      </div>
      <div className="records__row records__row--meta">
        <span>充值号码 {record.mobilePhone}</span>
        <span className={`records__status records__status--${status.tone}`}>{status.label}</span>
      </div>
      <p className="records__date">
        <time dateTime={record.date.replace(' ', 'T')}>{record.date}</time>
      </p>
    </li>
  );
}

/** 充值记录 the member's top-up records: date, number, title, status and amount (product.md › 充值记录). */
export default function RechargeRecords() {
  const records = useRouteCall(recordsQuery, (data) => data.list);
  return (
    <div className="records">
      <PageHeader title="充值记录" />
      <main className="records__body">
        <PageStates loaded={records} emptyText={NO_RECORDS} rows={5}>
          {(list) => (
            <ul className="records__list" aria-label="充值记录">
              {list.map((record, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: records carry no id, and the list is only ever replaced whole.
                <RecordItem key={index} record={record} />
              ))}
            </ul>
          )}
        </PageStates>
      </main>
    </div>
  );
}
