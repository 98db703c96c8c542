import { PageEmpty } from '@bluecat/ui/page-state';
import {
  type AllowanceView,
  DAY_PACK_CAP_GB,
  DAY_PACK_MB,
  formatTraffic,
  isDayPackName,
  type TrafficItem,
} from './allowance-math.ts';
import { UsageCard } from './usage-card.tsx';

/** The 流量 tab: the plan's traffic items, led by the pack in day-pack mode. */
export function TrafficPanel({ view }: { view: AllowanceView }) {
  if (view.traffic.length === 0) return <PageEmpty />;
  if (view.mode === 'dayPack') {
    const [pack, ...others] = view.traffic;
    return (
      <>
        {pack && <PackCard item={pack} />}
        {others.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity of their own and never move
          <TrafficCard key={index} item={item} />
        ))}
      </>
    );
  }
  return (
    <>
      {view.traffic.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity of their own and never move
        <TrafficCard key={index} item={item} />
      ))}
    </>
  );
}

function TrafficCard({ item }: { item: TrafficItem }) {
  return (
    <UsageCard
      title={item.title}
      source={item.packageName}
      percent={item.percentage}
      used={formatTraffic(item.used)}
      surplus={formatTraffic(item.surplus)}
      total={formatTraffic(item.total)}
    />
  );
}

/**
 * 日包模式 day-pack mode (product.md › 套餐余量): the pack leads, named, with today's (or this month's) share, and for the
 * auto-renewing day pack how many were ordered this month against the 200 GB stop (product.md › 套餐余量).
 */
function PackCard({ item }: { item: TrafficItem }) {
  const dayPack = isDayPackName(item.packageName);
  const period = dayPack ? '今日' : '本月';
  const packs = item.autoDayPackageNum;
  return (
    <UsageCard
      title={item.packageName}
      badge={dayPack ? '流量日包' : '流量月包'}
      percent={item.percentage}
      usedLabel={`${period}已用`}
      surplusLabel={`${period}剩余`}
      used={formatTraffic(item.used)}
      surplus={formatTraffic(item.surplus)}
      total={formatTraffic(item.total)}
    >
      {dayPack && (
        <p className="allowance-item__extra">
          本月已自动续订 {packs} 个日包，共 {formatTraffic(packs * DAY_PACK_MB)}；累计使用满 {DAY_PACK_CAP_GB}
          GB 后停止续订。
        </p>
      )}
    </UsageCard>
  );
}
