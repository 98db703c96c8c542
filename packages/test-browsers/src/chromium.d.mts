export declare function findChromium(): string | undefined;
export declare function requireChromium(): string;
export declare function findHeadlessChromium(): string | undefined;
export declare function requireHeadlessChromium(): string;
export declare const HEADLESS_SHELL: string;
export declare const CHROMIUM_ARGS: readonly string[];
