export declare const HOST: string;
export declare function freePort(): Promise<number>;
export declare function listenHost(env: Readonly<Record<string, string | undefined>>): string;
