import type { OperationEntry } from '../index.mjs';
export type Fault = 'timeout' | '500' | 'html' | 'close';
export declare function startFakeBackend(options: {
  contract: string;
  corpus: string;
  mode: 'examples' | 'breaking';
  faults?: Record<string, Fault>;
  /** 0 (the default): any free port. */
  port?: number;
}): Promise<{
  url: string;
  requests: { method: string; path: string; name?: string; headers: Record<string, unknown>; body: string }[];
  breaking: { entry: OperationEntry; body: unknown; breaks: string; rule: string }[];
  close: () => Promise<void>;
}>;
