import type { Server } from 'node:http';

export declare const EXAMPLES_TODAY: string;
export declare const TODAY_HEADER: string;
export declare const TODAY_VARIABLE: string;
export interface Shift {
  months: number;
  days: number;
}
export declare function isDay(text: unknown): boolean;
export declare function chinaToday(now?: number): string;
export declare function demoToday(
  headers?: Readonly<Record<string, string | string[] | undefined>>,
  env?: Readonly<Record<string, string | undefined>>,
  now?: number,
): string;
export declare function shiftTo(today: string, anchor?: string): Shift;
export declare function invert(shift: Shift): Shift;
export declare function shiftText(text: string, shift: Shift): string;
export declare function shiftDates<T>(value: T, shift: Shift): T;
export declare function createCalendarProxy(options: {
  upstream: URL;
  env?: Readonly<Record<string, string | undefined>>;
}): Server;
