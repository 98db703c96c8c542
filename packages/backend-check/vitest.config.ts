import { defineConfig } from 'vitest/config';

// The check runs in Node against a loopback fake backend: no DOM here.
export default defineConfig({ test: { environment: 'node', testTimeout: 60_000 } });
