export interface Credentials {
  hallToken?: string;
  agentSession?: string;
  workNo?: string;
}
export interface Problem {
  kind: string;
  place: string;
  message: string;
}
export interface CallResult {
  name: string;
  method: string;
  path: string;
  changes?: string;
  source: string;
  request: { query: Record<string, string>; body: unknown };
  status?: number;
  answer?: unknown;
  code?: unknown;
  msg?: unknown;
  problems: Problem[];
  ms: number;
}
export interface Skipped {
  name: string;
  method: string;
  path: string;
  reason: string;
}
export interface CheckRun {
  target: string;
  startedAt: string;
  calls: CallResult[];
  skipped: Skipped[];
}
export interface OperationEntry {
  /** Prism's reading of the operation (IHttpOperation). */
  operation: unknown;
  name: string;
  names: string[];
  method: string;
  path: string;
  safe: boolean;
  changes?: string;
}
export declare function readOperations(contractPath: string): Promise<OperationEntry[]>;
export declare const CREDENTIAL_ENV: Record<keyof Credentials, string>;
export declare function helpText(contract: string): Promise<string>;
export declare function readCredentials(
  file: string | undefined,
  env: Record<string, string | undefined>,
  shown?: string,
): Credentials;
export declare function main(options: {
  argv: string[];
  env: Record<string, string | undefined>;
  contract: string;
  cwd: string;
  log?: (line: string) => void;
}): Promise<number>;
export declare function htmlReport(run: CheckRun): string;
export declare function junitReport(run: CheckRun): string;
export declare function maskBody(value: unknown): unknown;
export declare function maskField(name: string, value: string): string;
export declare function maskText(text: string): string;
export declare const MAX_ANSWER_BYTES: number;
export declare function targetProblem(target: string): string | undefined;
export declare function runCheck(options: {
  contract: string;
  target: string;
  credentials?: Credentials;
  includeChanging?: string[];
  rps?: number;
  maxSeconds?: number;
  timeoutSeconds?: number;
  fetchImpl?: typeof fetch;
}): Promise<CheckRun>;
export declare function summarise(run: CheckRun): {
  run: number;
  failed: number;
  skipped: number;
  violations: number;
  byKind: Record<string, number>;
};
