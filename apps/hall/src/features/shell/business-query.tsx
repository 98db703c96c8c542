import type { ReactNode } from 'react';
import { paths } from '../../config/paths.ts';
import { type Tile, TileGrid } from './tile-grid.tsx';
import './hub.css';

const BILL_TILES: readonly Tile[] = [
  { label: '本月账单', to: paths.bill, mark: '账', tone: 'blue' },
  { label: '历史账单', to: paths.historyBill, mark: '历', tone: 'cyan' },
  { label: '余额查询', to: paths.balance, mark: '余', tone: 'orange' },
  { label: '充值记录', to: paths.record, mark: '充', tone: 'green' },
];

const PACKAGE_TILES: readonly Tile[] = [
  { label: '套餐余量', to: paths.setMeal, mark: '量', tone: 'purple' },
  { label: '已订业务', to: paths.orderbusine, mark: '订', tone: 'blue' },
  { label: '积分查询', to: paths.integral, mark: '积', tone: 'orange' },
  { label: '订单查询', to: paths.orderQuery, mark: '单', tone: 'green' },
];

const IDENTITY_TILES: readonly Tile[] = [
  { label: '一证通查', to: paths.queryCard, mark: '证', tone: 'red' },
  { label: '开卡记录', to: paths.querySteps, mark: '录', tone: 'cyan' },
  { label: '电子发票', to: paths.invoiceVerify, mark: '票', tone: 'purple' },
];

/**
 * 业务查询 the query hub (product.md › 大厅与菜单). The member summary comes from the caller: it belongs to the member
 * feature, and the shell reloads it each time this tab is entered.
 */
export function BusinessQuery({ summary }: { summary: ReactNode }) {
  return (
    <main className="hub">
      <h1 className="hub__title">业务查询</h1>
      {summary}
      <TileGrid title="账单与余额" tiles={BILL_TILES} />
      <TileGrid title="套餐与业务" tiles={PACKAGE_TILES} />
      <TileGrid title="证件与发票" tiles={IDENTITY_TILES} />
    </main>
  );
}
