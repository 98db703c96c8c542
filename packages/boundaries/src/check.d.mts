export declare const RULES: Record<
  | 'layers'
  | 'featureToFeature'
  | 'packageToApp'
  | 'pageToTooling'
  | 'apiInternals'
  | 'testOnly'
  | 'byFile'
  | 'missing',
  string
>;
export interface BoundaryProblem {
  file: string;
  line: number;
  specifier: string;
  rule: keyof typeof RULES;
}
export declare function boundaryProblems(root: string): BoundaryProblem[];
export declare function formatProblems(problems: BoundaryProblem[]): string[];
