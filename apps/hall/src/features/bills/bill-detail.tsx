import { AppLink } from '@bluecat/ui/app-link';
import { FactList } from '@bluecat/ui/fact-list';
import { useId, useMemo } from 'react';
import { paths } from '../../config/paths.ts';
import { Chart } from '../../lib/chart/chart.tsx';
import { formatYuan } from '../../lib/money.ts';
import { billTitleLead, formatMonth } from './bill-text.ts';
import { BillsCard, CompositionCard } from './bills-card.tsx';
import { type Bill, billSlices, chartSummary, pieOption } from './chart-options.ts';

const CHART_CAPTION = '费用构成';

export interface BillDetailProps {
  bill: Bill;
  /** The month asked for, YYYY-MM; null for this month so far. */
  month: string | null;
}

/** 账单详情 one month's bill: the total, where it comes from (chart and legend), the fee lines and the note. */
export function BillDetail({ bill, month }: BillDetailProps) {
  const slices = useMemo(() => billSlices(bill), [bill]);
  const option = useMemo(() => pieOption(slices, 'ring'), [slices]);
  const summaryId = useId();
  const total = formatYuan(bill.amount);

  return (
    <>
      <section className="bills-summary" aria-labelledby={summaryId}>
        <h2 id={summaryId} className="bills-summary__title">
          {billTitleLead(bill.title, month)}：
          <span className="bills-summary__total">
            总费用<strong className="bills-summary__amount">{total}</strong>元
          </span>
        </h2>
        <p className="bills-summary__meta">账期：{formatMonth(bill.date)}</p>
        <nav className="bills-summary__links" aria-label="账单服务">
          <AppLink className="bills-summary__link bills-summary__link--primary" to={paths.recharge}>
            去充值
          </AppLink>
          <AppLink className="bills-summary__link" to={paths.historyBill}>
            历史账单
          </AppLink>
        </nav>
      </section>

      <CompositionCard caption={CHART_CAPTION} slices={slices}>
        <div className="bills-ring">
          <Chart
            option={option}
            aria-label={chartSummary(CHART_CAPTION, slices)}
            className="bills-ring__chart"
          />
          {/* The total in the ring's hole; its words are already in the heading above. */}
          <p className="bills-ring__center" aria-hidden="true">
            <span>总费用(元)</span>
            <strong>{total}</strong>
          </p>
        </div>
      </CompositionCard>

      {bill.list.length > 0 && (
        <BillsCard title={bill.detailTitle.trim() || '费用明细'}>
          <FactList
            className="bills-lines"
            // Fee names may repeat in a month (two day packs): the list keeps both lines.
            items={bill.list.map((line) => ({ label: line.name, value: `${formatYuan(line.amount)}元` }))}
          />
        </BillsCard>
      )}

      {bill.desc.trim() && <p className="bills-note">{bill.desc}</p>}
    </>
  );
}
