import { defineConfig } from 'vitest/config';

// The demo host runs in Node: no DOM here.
export default defineConfig({ test: { environment: 'node', testTimeout: 30_000 } });
