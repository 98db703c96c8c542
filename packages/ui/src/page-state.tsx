import { Button, Empty, Skeleton } from '@nutui/nutui-react';
import type { ReactNode } from 'react';
import './page-state.css';

/**
 * The three states every data screen has: skeleton while loading, an error block with retry, and
 * the empty text. NutUI Empty's own pictures are fetched from a CDN, so the pictures here are inline.
 */

export interface PageSkeletonProps {
  /** Grey lines to show; default 4. */
  rows?: number;
}

export function PageSkeleton({ rows = 4 }: PageSkeletonProps) {
  return (
    <div className="bc-page-skeleton" role="progressbar" aria-label="加载中" aria-busy="true">
      <Skeleton rows={rows} animated />
    </div>
  );
}

export interface PageErrorProps {
  /** Default 加载失败. */
  message?: string;
  onRetry: () => void;
}

export function PageError({ message = '加载失败', onRetry }: PageErrorProps) {
  return (
    <Empty
      className="bc-page-state"
      size="small"
      status="error"
      image={<ErrorPicture />}
      title={
        <p className="nut-empty-title" role="alert">
          {message}
        </p>
      }
    >
      <Button type="primary" size="small" nativeType="button" onClick={onRetry}>
        重试
      </Button>
    </Empty>
  );
}

export interface PageEmptyProps {
  /** Default 暂无数据 (no data). */
  text?: string;
  /** Optional action under the text, e.g. a link to start something. */
  children?: ReactNode;
}

export function PageEmpty({ text = '暂无数据', children }: PageEmptyProps) {
  return (
    <Empty
      className="bc-page-state"
      size="small"
      image={<EmptyPicture />}
      title={<p className="nut-empty-title">{text}</p>}
    >
      {children}
    </Empty>
  );
}

export type LoadStatus = 'loading' | 'error' | 'success';

export interface PageStatesProps<T> {
  status: LoadStatus;
  /** The loaded data; missing data counts as empty. */
  data: T | null | undefined;
  /** Whether loaded data is empty; default: an empty array. */
  empty?: boolean | ((data: T) => boolean);
  onRetry: () => void;
  errorMessage?: string;
  emptyText?: string;
  rows?: number;
  children: (data: T) => ReactNode;
}

/** Picks skeleton, error, empty or the content for a screen's data. */
export function PageStates<T>({
  status,
  data,
  empty,
  onRetry,
  errorMessage,
  emptyText,
  rows,
  children,
}: PageStatesProps<T>) {
  if (status === 'loading') return <PageSkeleton rows={rows} />;
  if (status === 'error') return <PageError message={errorMessage} onRetry={onRetry} />;
  if (data === null || data === undefined || isEmpty(data, empty)) return <PageEmpty text={emptyText} />;
  return <>{children(data)}</>;
}

function isEmpty<T>(data: T, empty: PageStatesProps<T>['empty']): boolean {
  if (typeof empty === 'function') return empty(data);
  if (typeof empty === 'boolean') return empty;
  return Array.isArray(data) && data.length === 0;
}

function EmptyPicture() {
  return (
    <svg className="bc-page-state-picture" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="100" rx="40" ry="6" fill="#e8eefc" />
      <rect x="30" y="24" width="60" height="72" rx="6" fill="#fff" stroke="#b9cdfb" strokeWidth="2" />
      <path d="M42 44h36M42 56h36M42 68h22" stroke="#d3e0fd" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

function ErrorPicture() {
  return (
    <svg className="bc-page-state-picture" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="100" rx="40" ry="6" fill="#e8eefc" />
      <circle cx="60" cy="56" r="34" fill="#fff" stroke="#b9cdfb" strokeWidth="2" />
      <path d="M60 38v24" stroke="#ff8a65" strokeWidth="6" strokeLinecap="round" />
      <circle cx="60" cy="74" r="4" fill="#ff8a65" />
    </svg>
  );
}
