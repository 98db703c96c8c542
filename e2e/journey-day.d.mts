export declare const JOURNEY_DAY: string;
export declare const JOURNEY_CLOCK: string;
