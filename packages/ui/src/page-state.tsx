import type { ReactNode } from 'react';
import { PageSkeleton } from './page-skeleton.tsx';
import type { Loaded } from './use-load.ts';
import './page-state.css';

/**
 * The three states every data screen has: skeleton while loading, an error block with retry, and
 * the empty text. They look like NutUI's Empty with a small primary Button, drawn in plain markup: every
 * data screen's first paint waits for this file, and NutUI's Empty fetches its pictures from a CDN.
 */

// The skeleton lives in its own file, free of NutUI, for the code that runs before the first screen
// (`@bluecat/ui/page-skeleton`); screens get it here with the other two states.
export { PageSkeleton, type PageSkeletonProps } from './page-skeleton.tsx';

export interface PageErrorProps {
  /** Default 加载失败. */
  message?: string;
  onRetry: () => void;
}

export function PageError({ message = '加载失败', onRetry }: PageErrorProps) {
  return (
    <div className="bc-page-state">
      <ErrorPicture />
      <p className="bc-page-state-title" role="alert">
        {message}
      </p>
      <button type="button" className="bc-page-state-button" onClick={onRetry}>
        重试
      </button>
    </div>
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
    <div className="bc-page-state">
      <EmptyPicture />
      <p className="bc-page-state-title">{text}</p>
      {children}
    </div>
  );
}

export type LoadStatus = 'loading' | 'error' | 'success';

/** Where the states come from: a `useLoad` result as it is, or its parts one by one. */
type StatesSource<T> =
  | { loaded: Loaded<T> }
  | {
      status: LoadStatus;
      /** The loaded data; missing data counts as empty. */
      data: T | null | undefined;
      onRetry: () => void;
      errorMessage?: string;
    };

export type PageStatesProps<T> = StatesSource<T> & {
  /** Whether loaded data is empty; default: an empty array. */
  empty?: boolean | ((data: T) => boolean);
  emptyText?: string;
  rows?: number;
  children: (data: T) => ReactNode;
};

/** Picks skeleton, error, empty or the content for a screen's data. */
export function PageStates<T>(props: PageStatesProps<T>) {
  const { empty, emptyText, rows, children } = props;
  const { status, data, onRetry, errorMessage } =
    'loaded' in props
      ? {
          status: props.loaded.status,
          data: props.loaded.data,
          onRetry: props.loaded.reload,
          errorMessage: props.loaded.error ?? undefined,
        }
      : props;
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
