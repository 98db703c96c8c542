import type { RequestAnswers, Rule } from './scenarios.mjs';

export interface ExampleSummary {
  name: string;
  code: string;
  msg: string;
}
export interface Operation {
  id: string;
  names: string[];
  method: string;
  path: string;
  summary: string;
  examples: ExampleSummary[];
  codes: string[];
  prefers: string[];
  /** The request field a call answering by request is read by. */
  byRequest?: string;
}
export interface Pick {
  call: string;
  prefer: string;
}
export interface PresetSource {
  id: string;
  title: string;
  description?: string;
  picks: Pick[];
  then?: { after: string; picks: Pick[] }[];
}
export interface Scenarios {
  presets: PresetSource[];
  answersByRequest?: RequestAnswers[];
}
export interface Catalogue {
  groups: { id: string; title: string; operations: Operation[] }[];
  presets: { id: string; title: string; description: string; rules: Rule[] }[];
  callPaths: Record<string, string>;
  operationAt(pathname: string): Operation | undefined;
  requestAnswersAt(pathname: string): RequestAnswers | undefined;
  /** Whether the call's body names where a provider returns to (stand-in-return.mjs). */
  takesReturnUrl?(pathname: string): boolean;
}

export declare const CONTRACT: string;
export declare const SCENARIOS: string;
export declare function operationsOf(contract: Record<string, unknown>): Operation[];
export declare function callPathsOf(operations: readonly Operation[]): Record<string, string>;
export declare function readContract(): Promise<Record<string, unknown>>;
export declare function readScenarios(file?: string): Scenarios;
export declare function presetRules(preset: PresetSource): Rule[];
export declare function checkScenarios(scenarios: unknown, operations: readonly Operation[]): string[];
export declare function readCatalogue(): Promise<Catalogue>;
