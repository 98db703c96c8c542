import { defineConfig } from 'vitest/config';

// The toolchain checks run in Node, some of them spawning npm and turbo: no DOM, long timeouts.
export default defineConfig({ test: { environment: 'node', testTimeout: 30_000 } });
