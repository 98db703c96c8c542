/** "v20.19.1" or "20.19.1" → [20, 19, 1]; undefined when it is not a version. */
export declare function parseVersion(text: string | undefined): [number, number, number] | undefined;
/** The npm version in npm's user agent (`npm_config_user_agent`). */
export declare function npmVersionFromUserAgent(userAgent: string | undefined): string | undefined;
/** The one line that says why this Node or npm cannot run the project, or undefined when they can. */
export declare function toolchainProblem(found: {
  node: string;
  npm?: string | undefined;
}): string | undefined;
