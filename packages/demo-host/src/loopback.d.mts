export declare const HOST: string;
export declare const HOST_VARIABLE: string;
export declare function freePort(): Promise<number>;
export declare function listenHost(env: Readonly<Record<string, string | undefined>>): string;
export declare function isLoopback(host: string): boolean;
export declare function exposedBindWarning(host: string): string | undefined;
export declare function isAllowedHostHeader(header: string | undefined, bindHost?: string): boolean;
