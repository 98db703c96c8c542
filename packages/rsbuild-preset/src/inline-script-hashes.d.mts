export function inlineScriptHashes(pages: Iterable<string>): string[];
export const SCRIPT_HASHES_FILE: string;
export function scriptHashesConf(hashes: string[]): string;
