import { AppLink } from '@bluecat/ui/app-link';
import { useId } from 'react';
import type { MenuTone } from '../../lib/route-module.ts';
import './tile-grid.css';

export type TileTone = MenuTone;

export interface Tile {
  label: string;
  to: string;
  /** One character drawn in the tile's badge. */
  mark: string;
  tone: TileTone;
}

/** A titled grid of links, four per row: the hall hubs' way into each feature. */
export function TileGrid({ title, tiles }: { title: string; tiles: readonly Tile[] }) {
  const titleId = useId();
  return (
    <section className="tile-grid" aria-labelledby={titleId}>
      <h2 id={titleId} className="tile-grid__title">
        {title}
      </h2>
      <ul className="tile-grid__list">
        {tiles.map((tile) => (
          <li key={tile.label}>
            <AppLink className="tile-grid__tile" to={tile.to}>
              <span className={`tile-grid__mark tile-grid__mark--${tile.tone}`} aria-hidden="true">
                {tile.mark}
              </span>
              <span className="tile-grid__label">{tile.label}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
