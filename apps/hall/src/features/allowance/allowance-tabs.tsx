import { type TabItem, Tabs } from '@bluecat/ui/tabs';
import { useState } from 'react';
import type { AllowanceView } from './allowance-math.ts';
import { SmsPanel } from './sms-panel.tsx';
import { TrafficPanel } from './traffic-panel.tsx';
import { VoicePanel } from './voice-panel.tsx';
import './allowance-tabs.css';

type TabValue = 'traffic' | 'voice' | 'sms';

const TRAFFIC_TAB: TabItem<TabValue> = { value: 'traffic', label: '流量' };
const OTHER_TABS: readonly TabItem<TabValue>[] = [
  { value: 'voice', label: '语音' },
  { value: 'sms', label: '短信' },
];

/** The 流量 / 语音 / 短信 tabs and the chosen tab's panel. */
export function AllowanceTabs({ view }: { view: AllowanceView }) {
  // Hidden mode (product.md › 套餐余量: no first traffic item) drops the 流量 tab altogether rather than showing an empty
  // one; the out-of-package section still lists traffic, which a plan without included data can be charged for.
  const tabs = view.mode === 'hidden' ? OTHER_TABS : [TRAFFIC_TAB, ...OTHER_TABS];
  const [chosen, setChosen] = useState<TabValue>('traffic');
  const active = tabs.some((tab) => tab.value === chosen) ? chosen : (tabs[0]?.value ?? 'voice');
  return (
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
  );
}
