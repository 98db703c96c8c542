export declare const BROWSER_TARGETS: readonly string[];
