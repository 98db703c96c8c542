import type { PluginCreator, Rule } from 'postcss';

export declare const NO_FLEX_GAP: string;
export declare function isNoFlexGapCondition(params: string): boolean;
export declare function splitValue(value: string): string[];
export declare function layoutOf(rule: Rule): {
  display: string | undefined;
  direction: string;
  wrap: string;
};
export declare function isFlexDisplay(display: string | undefined): boolean;
export declare function gapsOf(rule: Rule): { row: string | undefined; column: string | undefined };
export declare function fallbackMargins(
  layout: { direction: string; wrap: string },
  gaps: { row: string | undefined; column: string | undefined },
  ownMargins?: Record<string, string | undefined>,
): { items: Record<string, string>; container: Record<string, string>; allItems: boolean };
export declare function itemSelector(selector: string, allItems: boolean): string;
export declare const cssFallbacks: PluginCreator<void>;
