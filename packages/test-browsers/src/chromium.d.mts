export declare function findChromium(): string | undefined;
export declare function requireChromium(): string;
export declare const CHROMIUM_ARGS: readonly string[];
