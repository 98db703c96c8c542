export declare const FIELDS_NPM_10_CANNOT_WRITE: string[];
export declare function differsOnlyInWhatNpm10CannotWrite(committed: string, written: string): boolean;
export declare function installScriptsNotListed(
  lockfile: string,
  allowScripts: Record<string, boolean> | undefined,
): string[];
