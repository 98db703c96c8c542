export declare const DEMO_TUNNEL: RegExp;
export declare const DEMO_PROJECT: string;
export declare function keptFromEnvelope(text: string): Record<string, unknown>[];
