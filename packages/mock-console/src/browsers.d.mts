import type { Rule } from './scenarios.mjs';

export interface Violation {
  location: string[];
  message: string;
  severity: string;
}
export interface LogEntry {
  seq: number;
  time: number;
  method: string;
  path: string;
  call: string;
  prefer: string;
  request: string;
  status: number;
  code: string;
  msg: string;
  violations: Violation[];
}
export interface Browsers {
  rules(id: string): readonly Rule[];
  setRules(id: string, rules: Rule[]): void;
  record(id: string, entry: Omit<LogEntry, 'seq'>): LogEntry;
  log(id: string): readonly LogEntry[];
  clearLog(id: string): void;
  addReports(id: string, reports: object[]): void;
  reports(id: string): readonly object[];
  readonly size: number;
}
export declare function createBrowsers(limits?: {
  maxBrowsers?: number;
  maxLog?: number;
  maxReports?: number;
}): Browsers;
export declare function violationsOf(status: number, header: string | undefined, body: unknown): Violation[];
export declare function answerOf(body: unknown, text: string): { code: string; msg: string };
