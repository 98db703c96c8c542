import { PageHeader } from '@bluecat/ui/page-header';
import { TabBar, type TabBarItem } from '@bluecat/ui/tab-bar';
import { useLoad } from '@bluecat/ui/use-load';
import { useSetAtom } from 'jotai';
import { Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import type { AccountLoad } from './account-context.ts';
import { loadAccountAtom } from './state.ts';
import { useBack } from './use-back.ts';
import './points.css';

/** product.md › 积分: the two bottom tabs of /integral. */
const INTEGRAL_TABS: readonly TabBarItem[] = [
  {
    to: paths.integralPointsExchange,
    label: '积分兑换',
    icon: (
      <>
        <rect x="3.5" y="9" width="17" height="11.5" rx="1.5" />
        <path d="M2.5 9h19V6.5h-19zM12 6.5v14M12 6.5C10.5 3 7 3 7 5s3 1.5 5 1.5c2 0 5 .5 5-1.5s-3.5-2-5 1.5" />
      </>
    ),
  },
  {
    to: paths.integralMyPoints,
    label: '我的积分',
    icon: (
      <>
        <circle cx="12" cy="12" r="8.5" />
        <path d="m12 7.5 1.3 2.7 3 .4-2.2 2.1.5 3-2.6-1.4-2.6 1.4.5-3-2.2-2.1 3-.4z" />
      </>
    ),
  },
];

/**
 * 积分 /integral: the points area with its bottom tabs. The account (both totals and is_sign) is loaded
 * once on entering the area, so switching tabs asks nothing again, and both tabs read it from state.
 */
export default function IntegralLayout() {
  const { pathname } = useLocation();
  const loadAccount = useSetAtom(loadAccountAtom);
  const { status, error, reload } = useLoad((signal) => loadAccount(signal), [loadAccount]);
  const back = useBack(paths.personalInformation);
  const account: AccountLoad = { status, error, reload };
  const title = INTEGRAL_TABS.find((tab) => tab.to === pathname)?.label ?? '积分';

  return (
    <div className="points-area">
      <PageHeader title={title} onBack={back} />
      <Outlet context={account} />
      {/* Switching tabs replaces the entry, so the back arrow leaves the area instead of undoing a switch. */}
      <TabBar label="积分" tabs={INTEGRAL_TABS} replace />
    </div>
  );
}
