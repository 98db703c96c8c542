import { AppLink } from '@bluecat/ui/app-link';
import { RichText } from '@bluecat/ui/rich-text';
import { useId, useMemo } from 'react';
import { paths } from '../../config/paths.ts';
import { Chart } from '../../lib/chart/chart.tsx';
import { formatYuan } from '../../lib/money.ts';
import { BillsCard, CompositionCard } from './bills-card.tsx';
import { type Balance, balanceSlices, chartSummary, pieOption } from './chart-options.ts';

const CHART_CAPTION = '余额构成';

/** 余额详情 the balance: amount, a pie of what it is made of, and the operator's explanation. */
export function BalanceDetail({ balance }: { balance: Balance }) {
  const slices = useMemo(() => balanceSlices(balance), [balance]);
  const option = useMemo(() => pieOption(slices, 'pie'), [slices]);
  const summaryId = useId();

  return (
    <>
      <section className="bills-summary" aria-labelledby={summaryId}>
        <h2 id={summaryId} className="bills-summary__label">
          {balance.title.trim() || '账户余额'}
        </h2>
        <p className="bills-summary__figure">
          <strong className="bills-summary__amount">{formatYuan(balance.amount)}</strong>元
        </p>
        <nav className="bills-summary__links" aria-label="余额服务">
          <AppLink className="bills-summary__link bills-summary__link--primary" to={paths.recharge}>
            去充值
          </AppLink>
        </nav>
      </section>

      <CompositionCard caption={CHART_CAPTION} slices={slices}>
        <Chart option={option} aria-label={chartSummary(CHART_CAPTION, slices)} className="bills-pie" />
      </CompositionCard>

      {balance.explain?.trim() && (
        <BillsCard title="余额说明">
          {/* The contract allows simple HTML here; it is shown only through the sanitising RichText. */}
          <RichText html={balance.explain} className="bills-explain" />
        </BillsCard>
      )}
    </>
  );
}
