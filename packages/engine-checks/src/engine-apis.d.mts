export interface EngineRule {
  api: string;
  pattern: RegExp;
  chrome: string;
  safari: string;
  instead: string;
  guard?: RegExp;
  allowIn?: string[];
}
export interface EngineProblem {
  file: string;
  line: number;
  api: string;
  chrome: string;
  safari: string;
  instead: string;
  text: string;
}
export declare const ENGINE_RULES: readonly EngineRule[];
export declare const POLYFILLED: readonly {
  api: string;
  chrome: string;
  safari: string;
  coreJs: string;
  present: string;
}[];
export declare function findEngineProblems(source: string, file: string): EngineProblem[];
export declare function findEngineProblemsInPage(html: string, file: string): EngineProblem[];
