import './page-skeleton.css';

/**
 * 加载中: the grey lines a page shows while its file or its data loads. It is drawn with plain markup
 * because it is the first thing both apps paint (the router's fallback, the hall's access guard), and
 * NutUI's skeleton would bring NutUI into the first download.
 */

export interface PageSkeletonProps {
  /** Grey lines to show; default 4. */
  rows?: number;
}

export function PageSkeleton({ rows = 4 }: PageSkeletonProps) {
  return (
    <div className="bc-page-skeleton" role="progressbar" aria-label="加载中" aria-busy="true">
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move or change, so their place is who they are
        <span key={row} className="bc-page-skeleton-line" />
      ))}
    </div>
  );
}
