export declare const RETURN_FIELD: 'returnUrl';
export declare function returnUrlPathsOf(contract: Record<string, unknown>): Set<string>;
export declare function returnUrlOf(fields: unknown): string | undefined;
export declare function withStandInReturn(answer: Buffer, returnUrl: string): Buffer | undefined;
