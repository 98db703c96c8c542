export declare const FIELDS_NPM_10_CANNOT_WRITE: string[];
export declare function differsOnlyInWhatNpm10CannotWrite(committed: string, written: string): boolean;
