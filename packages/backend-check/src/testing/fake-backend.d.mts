import type { OperationEntry } from '../index.mjs';
export type Fault =
  | 'timeout'
  | '500'
  | 'html'
  | 'close'
  | 'redirect-307'
  | 'redirect-302'
  | 'huge'
  | 'huge-declared'
  | 'personal'
  | 'personal-html';
/** How long a `huge` answer is. */
export declare const HUGE_BYTES: number;
export declare const PERSONAL: Record<
  'workName' | 'email' | 'openid' | 'nickId' | 'loginName' | 'reply_name' | 'phone' | 'idNumber' | 'bankCard',
  string
>;
export declare function startFakeBackend(options: {
  contract: string;
  corpus: string;
  mode: 'examples' | 'breaking';
  faults?: Record<string, Fault>;
  /** Where `redirect-307` and `redirect-302` point (the call's path is added). */
  redirectTo?: string;
  /** 0 (the default): any free port. */
  port?: number;
}): Promise<{
  url: string;
  requests: { method: string; path: string; name?: string; headers: Record<string, unknown>; body: string }[];
  streamed: Map<string, number>;
  breaking: { entry: OperationEntry; body: unknown; breaks: string; rule: string }[];
  close: () => Promise<void>;
}>;
