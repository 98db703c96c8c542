import { defineConfig } from 'vitest/config';

// The build helpers run in Node: no DOM here.
export default defineConfig({ test: { environment: 'node', testTimeout: 30_000 } });
