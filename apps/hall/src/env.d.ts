/// <reference types="@rsbuild/core/types" />

// No PUBLIC_* variable is read in the code: the build reads them all (config/read-env.ts) and hands the
// result over as APP_ENV, which only config/env.ts reads.
interface RsbuildTypeOptions {
  strictImportMetaEnv: true;
}

declare const APP_ENV: import('./config/read-env.ts').HallEnv;
