import { PageEmpty } from '@bluecat/ui/page-state';
import { type SmsItem, usedPercent } from './allowance-math.ts';
import { UsageCard } from './usage-card.tsx';

/** The 短信 tab: the SMS/MMS allowance in messages. */
export function SmsPanel({ items }: { items: readonly SmsItem[] }) {
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
