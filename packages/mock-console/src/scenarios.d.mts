export interface Rule {
  target: string;
  prefer: string;
  /** The rule waits until this call has answered its success. */
  after?: string;
}
export interface RequestAnswers {
  call: string;
  field: string;
  answers: Readonly<Record<string, string>>;
  otherwise?: string;
}
export interface Offered {
  prefers: readonly string[];
}
export declare const EVERY_CALL: '*';
export declare const BROWSER_COOKIE: string;
export declare function targetMatches(
  pathname: string,
  target: string,
  callPaths?: Readonly<Record<string, string>>,
): boolean;
export declare function isRule(rule: unknown): rule is Rule;
export declare function preferFor(
  rules: readonly Rule[],
  pathname: string,
  operation: Offered | undefined,
  callPaths?: Readonly<Record<string, string>>,
): string | undefined;
export declare function afterSuccess(
  rules: readonly Rule[],
  pathname: string,
  callPaths?: Readonly<Record<string, string>>,
): readonly Rule[];
export declare function preferByRequest(table: RequestAnswers, fields: unknown): string | undefined;
export declare function withRule(rules: readonly Rule[], rule: Rule): Rule[];
export declare function withoutRule(rules: readonly Rule[], target: string): Rule[];
export declare function encodeRules(rules: readonly Rule[]): string;
export declare function decodeRules(text: string): Rule[];
export declare function browserIdFrom(cookieHeader: string | undefined): string | undefined;
export declare function withoutBrowserCookie(cookieHeader: string | undefined): string | undefined;
export declare function browserCookie(id: string): string;
export declare function newBrowserId(): string;
