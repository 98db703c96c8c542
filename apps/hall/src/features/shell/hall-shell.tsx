import { AppLink } from '@bluecat/ui/app-link';
import { TabBar, type TabBarItem } from '@bluecat/ui/tab-bar';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { links as tabs } from '../../config/menus/tabs.gen.ts';
import { paths } from '../../config/paths.ts';
import './hall-shell.css';
import { careModeAtom } from '../../lib/care-mode/care-mode.ts';
import { ServiceChatButton } from '../../lib/service-chat-button.tsx';
import { HotlineNotice } from './hotline-notice.tsx';

/** Each tab's icon, by the name its route's `menu: 'tabs'` entry gives. */
const TAB_ICONS: Record<(typeof tabs)[number]['icon'], ReactNode> = {
  recharge: (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M10 18.5h4M12 7v6M9 10h6" />
    </>
  ),
  query: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </>
  ),
  handle: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M8.5 7V5.5A1.5 1.5 0 0 1 10 4h4a1.5 1.5 0 0 1 1.5 1.5V7M3 12.5h18" />
    </>
  ),
  member: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
    </>
  ),
};

/**
 * product.md › 大厅与菜单: the hall's four tabs, in the spec's order: the route modules' `menu: 'tabs'`
 * entries (app/routes.tsx).
 */
export const HALL_TABS: readonly TabBarItem[] = tabs.map((tab) => ({ ...tab, icon: TAB_ICONS[tab.icon] }));

/** 关怀版 puts its simplified home first, in place of 号码充值 (a tile of that home). */
export const CARE_TABS: readonly TabBarItem[] = [
  {
    to: paths.home,
    label: '首页',
    icon: <path d="M3.5 11 12 4l8.5 7M6 9.5V20h12V9.5M10 20v-5h4v5" />,
  },
  ...HALL_TABS.slice(1),
];

/**
 * 营业厅 the hall shell: the hotline banner with 搜索 and 在线客服 on top, the page, and the tab bar. The spec's side tabs are a
 * bottom bar of real links here — the phone pattern WeChat users know, reachable by role and name, and
 * each tab is a shareable address.
 */
export function HallShell({ children }: { children: ReactNode }) {
  const care = useAtomValue(careModeAtom);
  return (
    <div className="hall-shell">
      <div className="hall-shell__notice">
        <HotlineNotice />
        {/* Only the way in: the search and its catalogue are a chunk of their own (/search). */}
        <AppLink className="hall-shell__search" to={paths.search} aria-label="搜索服务">
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="6.5" />
            <path d="m16 16 4.5 4.5" />
          </svg>
          搜索
        </AppLink>
        <ServiceChatButton className="hall-shell__chat" />
      </div>
      <div className="hall-shell__content">{children}</div>
      <TabBar label="营业厅" tabs={care ? CARE_TABS : HALL_TABS} />
    </div>
  );
}
