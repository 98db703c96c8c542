import { defineConfig } from 'vitest/config';

// The engine and CSS checks run in Node: no DOM here.
export default defineConfig({ test: { environment: 'node', testTimeout: 30_000 } });
