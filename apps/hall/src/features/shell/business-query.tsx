import type { ReactNode } from 'react';
import { sections } from '../../config/menus/business-query.gen.ts';
import { TileGrid } from './tile-grid.tsx';
import './hub.css';

/**
 * 业务查询 the query hub (product.md › 大厅与菜单): its tiles are the route modules' `menu: 'business-query'`
 * entries. The member summary comes from the caller: it belongs to the member
 * feature, and the shell reloads it each time this tab is entered.
 */
export function BusinessQuery({ summary }: { summary: ReactNode }) {
  return (
    <main className="hub">
      <h1 className="hub__title">业务查询</h1>
      {summary}
      {sections.map((section) => (
        <TileGrid key={section.title} title={section.title} tiles={section.links} />
      ))}
    </main>
  );
}
