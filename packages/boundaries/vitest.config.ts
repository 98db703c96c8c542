import { defineConfig } from 'vitest/config';

// The checks read and write files and run the linters: Node, no DOM, time for a full lint of the tree.
export default defineConfig({ test: { environment: 'node', testTimeout: 120_000 } });
