export interface CssProblem {
  file: string;
  /** 0 when the declaration cannot be found in the source as written */
  line: number;
  feature: string;
  /** the targets that lack it, e.g. 'Chrome 69 (from 79)' */
  missing: string[];
  where: string;
  instead?: string;
}
export declare const CSS_TARGETS: readonly { browser: string; name: string; version: number }[];
export declare function findCssProblems(css: string, file: string): CssProblem[];
export declare function lowerAsTheBuild(css: string, file: string): string;
