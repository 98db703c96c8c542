export declare const ROOT_DIR: string;
export declare const CONTRACT: string;
export declare function parseYaml(text: string): unknown;
export declare function bundleContract(options?: {
  dereference?: boolean;
  ref?: string;
}): Promise<{ contract: unknown; errors: string[] }>;
export declare function readResolvedContract(ref?: string): Promise<unknown>;
