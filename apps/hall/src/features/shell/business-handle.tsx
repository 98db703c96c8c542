import { paths } from '../../config/paths.ts';
import { type Tile, TileGrid } from './tile-grid.tsx';
import './hub.css';

const NUMBER_TILES: readonly Tile[] = [
  { label: '实名激活', to: paths.realName, mark: '实', tone: 'blue' },
  { label: '实名登记', to: paths.personageRealName, mark: '登', tone: 'cyan' },
  { label: '号码绑定', to: paths.accountBind, mark: '绑', tone: 'green' },
  { label: '服务密码', to: paths.setPassword, mark: '密', tone: 'purple' },
  { label: '补卡', to: paths.changeCard, mark: '补', tone: 'orange' },
  { label: '销户', to: paths.cancel, mark: '销', tone: 'red' },
  { label: '过户', to: paths.transAcct, mark: '过', tone: 'blue' },
];

const SERVICE_TILES: readonly Tile[] = [
  { label: '变更套餐', to: paths.verification, mark: '变', tone: 'blue' },
  { label: '来电提醒', to: `${paths.openCaller}?type=1`, mark: '提', tone: 'green' },
  { label: '来电显示', to: `${paths.openCaller}?type=2`, mark: '显', tone: 'cyan' },
  { label: '呼叫转移', to: paths.callDivert, mark: '转', tone: 'orange' },
  { label: '短信防打扰', to: paths.willRegister, mark: '扰', tone: 'purple' },
];

const MORE_TILES: readonly Tile[] = [
  { label: '积分兑换', to: paths.integralPointsExchange, mark: '兑', tone: 'orange' },
  { label: '特惠活动', to: paths.activity, mark: '惠', tone: 'red' },
  { label: '吐槽专区', to: paths.proposal, mark: '槽', tone: 'cyan' },
  { label: '其他服务', to: paths.other, mark: '其', tone: 'blue' },
  { label: '附近门店', to: paths.store, mark: '店', tone: 'green' },
];

/** 业务办理 the self-service hub (product.md › 大厅与菜单): a way into each handling flow. */
export default function BusinessHandle() {
  return (
    <main className="hub">
      <h1 className="hub__title">业务办理</h1>
      <TileGrid title="号码服务" tiles={NUMBER_TILES} />
      <TileGrid title="套餐与增值业务" tiles={SERVICE_TILES} />
      <TileGrid title="积分与更多" tiles={MORE_TILES} />
    </main>
  );
}
