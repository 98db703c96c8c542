export interface MaskRule {
  what: string;
  field: RegExp;
  keep: number;
}
export declare const MASK_RULES: readonly MaskRule[];
export declare function maskRuleFor(name: string): MaskRule | undefined;
export declare function maskIdNumbers(text: string): string;
export declare function maskValue(name: string, value: string): string;
export declare function maskRequestText(text: string): string;
