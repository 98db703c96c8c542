import { PageEmpty } from '@bluecat/ui/page-state';
import type { VoiceItem } from './allowance-math.ts';
import { UsageCard } from './usage-card.tsx';

/** The 语音 tab: each voice allowance in minutes. */
export function VoicePanel({ items }: { items: readonly VoiceItem[] }) {
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
