export declare const HOST: string;
export declare function freePort(): Promise<number>;
