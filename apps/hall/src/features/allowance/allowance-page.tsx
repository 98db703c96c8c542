import { type Fact, FactList } from '@bluecat/ui/fact-list';
import { PageHeader } from '@bluecat/ui/page-header';
import { PageEmpty, PageStates } from '@bluecat/ui/page-state';
import { type TabItem, Tabs } from '@bluecat/ui/tabs';
import { useLoad } from '@bluecat/ui/use-load';
import { type ReactNode, useId, useState } from 'react';
import { loadCall } from '../../lib/load-call.ts';
import {
  type AllowanceView,
  DAY_PACK_CAP_GB,
  DAY_PACK_MB,
  formatTraffic,
  formatYuan,
  isDayPackName,
  type OuterView,
  readAllowance,
  type SmsItem,
  type TrafficItem,
  usedPercent,
  type VoiceItem,
} from './allowance-math.ts';
import { UsageBar } from './usage-bar.tsx';
import './allowance-page.css';

type TabValue = 'traffic' | 'voice' | 'sms';

const TRAFFIC_TAB: TabItem<TabValue> = { value: 'traffic', label: '流量' };
const OTHER_TABS: readonly TabItem<TabValue>[] = [
  { value: 'voice', label: '语音' },
  { value: 'sms', label: '短信' },
];

/** /setMeal 套餐余量 package allowance: traffic, voice and SMS tabs, out-of-package usage and the note. */
export default function AllowancePage() {
  const { status, data, error, reload } = useLoad(
    (signal) => loadCall('QUERY_SET_MEAL', {}, signal).then(readAllowance),
    [],
  );
  return (
    <div className="allowance">
      <PageHeader title="套餐余量" />
      <main>
        <PageStates
          status={status}
          data={data}
          errorMessage={error ?? undefined}
          onRetry={reload}
          empty={(view) => view.traffic.length + view.voice.length + view.sms.length === 0}
          rows={6}
        >
          {(view) => <AllowanceContent view={view} />}
        </PageStates>
      </main>
    </div>
  );
}

function AllowanceContent({ view }: { view: AllowanceView }) {
  // Hidden mode (000 §4: no first traffic item) drops the 流量 tab altogether rather than showing an empty
  // one; the out-of-package section still lists traffic, which a plan without included data can be charged for.
  const tabs = view.mode === 'hidden' ? OTHER_TABS : [TRAFFIC_TAB, ...OTHER_TABS];
  const [chosen, setChosen] = useState<TabValue>('traffic');
  const active = tabs.some((tab) => tab.value === chosen) ? chosen : (tabs[0]?.value ?? 'voice');
  return (
    <>
      <section className="allowance-plan" aria-label="当前套餐">
        <p className="allowance-plan__label">当前套餐</p>
        <p className="allowance-plan__name">{view.packageName}</p>
      </section>
      <Tabs
        label="套餐余量"
        tabs={tabs}
        value={active}
        onChange={setChosen}
        sticky
        className="allowance-tabs"
        panelClassName="allowance-panel"
      >
        {active === 'traffic' && <TrafficPanel view={view} />}
        {active === 'voice' && <VoicePanel items={view.voice} />}
        {active === 'sms' && <SmsPanel items={view.sms} />}
      </Tabs>
      <OuterUsageSection outer={view.outer} />
      {view.explain.trim() !== '' && (
        <section className="allowance-note" aria-label="温馨提示">
          <h2 className="allowance-note__title">温馨提示</h2>
          {/* QUERY_SET_MEAL's explain is plain text (the contract says nothing of HTML), so it is shown as text. */}
          <p className="allowance-note__text">{view.explain}</p>
        </section>
      )}
    </>
  );
}

function TrafficPanel({ view }: { view: AllowanceView }) {
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
 * 日包模式 day-pack mode (000 §4): the pack leads, named, with today's (or this month's) share, and for the
 * auto-renewing day pack how many were ordered this month against the 200 GB stop (000 §9).
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

function VoicePanel({ items }: { items: readonly VoiceItem[] }) {
  if (items.length === 0) return <PageEmpty />;
  return (
    <>
      {items.map((item, index) => (
        <UsageCard
          // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity of their own and never move
          key={index}
          title={item.title}
          percent={item.percentage}
          used={`${item.used}分钟`}
          surplus={`${item.surplus}分钟`}
          total={`${item.used + item.surplus}分钟`}
        />
      ))}
    </>
  );
}

function SmsPanel({ items }: { items: readonly SmsItem[] }) {
  if (items.length === 0) return <PageEmpty />;
  return (
    <>
      {items.map((item, index) => (
        <UsageCard
          // The items carry no title; a plan has one SMS allowance, so the group's name is the title.
          // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity of their own and never move
          key={index}
          title="短信/彩信"
          percent={usedPercent(item.used, item.surplus)}
          used={`${item.used}条`}
          surplus={`${item.surplus}条`}
          total={`${item.used + item.surplus}条`}
        />
      ))}
    </>
  );
}

interface UsageCardProps {
  title: string;
  /** The pack or plan the allowance comes from, under the title. */
  source?: string;
  badge?: string;
  percent: number;
  usedLabel?: string;
  surplusLabel?: string;
  used: string;
  surplus: string;
  total: string;
  children?: ReactNode;
}

function UsageCard({
  title,
  source,
  badge,
  percent,
  usedLabel = '已用',
  surplusLabel = '剩余',
  used,
  surplus,
  total,
  children,
}: UsageCardProps) {
  const titleId = useId();
  return (
    <article className="allowance-item" aria-labelledby={titleId}>
      <header className="allowance-item__head">
        <h3 id={titleId} className="allowance-item__title">
          {title}
        </h3>
        {badge && <span className="allowance-item__badge">{badge}</span>}
      </header>
      {source && source !== title && <p className="allowance-item__source">{source}</p>}
      <UsageBar label={`${title}使用进度`} percent={percent} />
      <FactList
        look="columns"
        className="allowance-item__figures"
        items={[
          { label: usedLabel, value: used },
          { label: surplusLabel, value: <span className="allowance-item__surplus">{surplus}</span> },
          { label: '总量', value: total },
        ]}
      />
      {children}
    </article>
  );
}

/** 套餐外使用 out-of-package usage: traffic derived from its charge, day packs, voice, and SMS at 0.1 yuan. */
function OuterUsageSection({ outer }: { outer: OuterView }) {
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
