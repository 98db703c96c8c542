/// <reference types="@rsbuild/core/types" />

// The build reads the PUBLIC_* variables (config/read-env.ts) and hands the result over as APP_ENV,
// which only config/env.ts reads.
declare const APP_ENV: import('./config/read-env.ts').AgentEnv;
