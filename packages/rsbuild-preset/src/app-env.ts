import { loadEnv } from '@rsbuild/core';

/**
 * The constant an app's code reads its build settings from (`declare const APP_ENV` in the app's
 * `src/env.d.ts`, read by `src/config/env.ts` alone).
 */
export const APP_ENV = 'APP_ENV';

/** Reads an app's `PUBLIC_*` variables into its settings, throwing with every problem when one is wrong. */
export type ReadAppEnv = (variables: Readonly<Record<string, string | undefined>>) => unknown;

/**
 * `APP_ENV` as a compile-time constant: the app's PUBLIC_* variables (the build environment over
 * `.env.local` over `.env`, as Rsbuild reads them), checked and parsed here, at build time. A wrong
 * deployment setting fails the build with its list instead of the first page a subscriber opens, and no
 * phone downloads or runs the checks. The process's own environment is read, never changed.
 */
export function appEnvDefine(appRoot: string, read: ReadAppEnv): Record<string, string> {
  const settings = read(readPublicVars(appRoot));
  // Each top-level setting also as `APP_ENV.<name>`: a module that branches on one (`APP_ENV.mode ===
  // 'x' ? import(a) : import(b)`) is decided while the build reads it, so the other branch's code is
  // never bundled.
  const members =
    typeof settings === 'object' && settings !== null && !Array.isArray(settings)
      ? Object.fromEntries(
          Object.entries(settings).map(([name, value]) => [`${APP_ENV}.${name}`, JSON.stringify(value)]),
        )
      : {};
  return { [APP_ENV]: JSON.stringify(settings), ...members };
}

/** An app's PUBLIC_* variables: the build environment over `.env.local` over `.env`, as Rsbuild reads them. */
export function readPublicVars(appRoot: string): Record<string, string | undefined> {
  return loadEnv({ cwd: appRoot, processEnv: { ...process.env } as Record<string, string> }).rawPublicVars;
}
