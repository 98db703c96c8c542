import { type Fact, FactList } from '@bluecat/ui/fact-list';
import { useId } from 'react';
import { formatYuan } from '../../lib/money.ts';
import { formatTraffic, type OuterView } from './allowance-math.ts';

/** 套餐外使用 out-of-package usage: traffic derived from its charge, day packs, voice, and SMS at 0.1 yuan. */
export function OuterUsageSection({ outer }: { outer: OuterView }) {
  const titleId = useId();
  return (
    <section className="allowance-outer" aria-labelledby={titleId}>
      <h2 id={titleId} className="allowance-outer__title">
        套餐外使用
      </h2>
      <FactList
        className="allowance-outer__list"
        items={[
          outerFact('套餐外流量', formatTraffic(outer.trafficMb), outer.trafficYuan),
          ...(outer.dayPacks > 0 ? [outerFact('流量日包', `${outer.dayPacks}个`, outer.dayPackYuan)] : []),
          // The spec names no voice price, so minutes are shown without a fee.
          outerFact('套餐外语音', `${outer.minutes}分钟`),
          outerFact('套餐外短信', `${outer.messages}条`, outer.messagesYuan),
        ]}
      />
    </section>
  );
}

/** An out-of-package line: the amount used, and its fee where it has one. */
function outerFact(label: string, amount: string, fee?: number): Fact {
  return {
    label,
    value: (
      <>
        <span className="allowance-outer__amount">{amount}</span>
        {fee !== undefined && <span className="allowance-outer__fee">{formatYuan(fee)}元</span>}
      </>
    ),
  };
}
