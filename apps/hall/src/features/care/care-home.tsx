import { readYuan } from '@bluecat/rules/money';
import { AppLink } from '@bluecat/ui/app-link';
import { useLoad } from '@bluecat/ui/use-load';
import { links } from '../../config/menus/care.gen.ts';
import { paths } from '../../config/paths.ts';
import { CareSwitch } from '../../lib/care-mode/care-switch.tsx';
import { formatYuan } from '../../lib/money.ts';
import { useRouteLoad } from '../../lib/route-data.ts';
import { ServiceChatButton } from '../../lib/service-chat-button.tsx';
import { careBalanceQuery } from './route-calls.ts';
import './care-home.css';

/** 客服热线 the operator's service line, dialled in one tap. */
const HOTLINE = '10020';

export interface CareHomeProps {
  /** The member's bound number; null while unknown or when none is bound. */
  boundPhone: string | null;
}

/**
 * 关怀版首页 the simplified home of the care mode: the number and its balance in large type, large tiles for
 * what is used most, and the service line one tap away beside 在线客服.
 */
export function CareHome({ boundPhone }: CareHomeProps) {
  // The balance is the bound number's; an unbound member has none to show.
  const loadBalance = useRouteLoad(careBalanceQuery);
  const balance = useLoad(
    (signal) =>
      boundPhone === null ? Promise.resolve(null) : loadBalance(signal).then((data) => readYuan(data.amount)),
    [boundPhone, loadBalance],
  );
  const amount =
    balance.status === 'success' && balance.data !== null ? `${formatYuan(balance.data)}元` : '--';

  return (
    <main className="care-home">
      <h1 className="care-home__title">蓝猫移动 关怀版</h1>
      {/* Any other service by typing its name (/search), in large type like the tiles below. */}
      <AppLink className="care-home__search" to={paths.search}>
        搜索服务
      </AppLink>
      <section className="care-home__card" aria-label="我的号码">
        <dl className="care-home__facts">
          <div>
            <dt>我的号码</dt>
            <dd className="care-home__number">{boundPhone ?? '未绑定'}</dd>
          </div>
          <div>
            <dt>话费余额</dt>
            <dd className="care-home__amount">{amount}</dd>
          </div>
        </dl>
      </section>
      <nav aria-label="常用服务">
        <ul className="care-home__tiles">
          {/* The five things elderly subscribers come for (the route modules' `menu: 'care'` entries). */}
          {links.map((tile) => (
            <li key={tile.to}>
              <AppLink className="care-home__tile" to={tile.to}>
                {tile.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="care-home__help" aria-label="联系客服">
        <a className="care-home__call" href={`tel:${HOTLINE}`}>
          拨打客服热线{HOTLINE}
        </a>
        <ServiceChatButton className="care-home__chat" />
      </section>
      <CareSwitch lead />
    </main>
  );
}
