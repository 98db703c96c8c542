export declare const RULES: Record<
  | 'layers'
  | 'featureToFeature'
  | 'packageToApp'
  | 'pageToTooling'
  | 'apiInternals'
  | 'testOnly'
  | 'byFile'
  | 'missing'
  | 'cycle',
  string
>;
export interface BoundaryProblem {
  file: string;
  line: number;
  specifier: string;
  rule: keyof typeof RULES;
  /** For a circle: the files around it, from this one back to itself. */
  circle?: string[];
}
export declare function boundaryProblems(root: string): BoundaryProblem[];
export declare function formatProblems(problems: BoundaryProblem[]): string[];
