export declare const LEGACY_ENTRY: string;
export declare const LEGACY_POLYFILLS: readonly string[];
export declare function polyfillGateScript(): string;
