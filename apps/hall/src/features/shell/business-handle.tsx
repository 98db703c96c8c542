import { sections } from '../../config/menus/business-handle.gen.ts';
import { TileGrid } from './tile-grid.tsx';
import './hub.css';

/**
 * 业务办理 the self-service hub (product.md › 大厅与菜单): a way into each handling flow, its tiles the route
 * modules' `menu: 'business-handle'` entries.
 */
export default function BusinessHandle() {
  return (
    <main className="hub">
      <h1 className="hub__title">业务办理</h1>
      {sections.map((section) => (
        <TileGrid key={section.title} title={section.title} tiles={section.links} />
      ))}
    </main>
  );
}
