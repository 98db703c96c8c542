import { defineAppConfig } from '@bluecat/config/rsbuild';

/**
 * The floor of the Lighthouse bench: the smallest page built the apps' way (same Rsbuild config,
 * React 18 and the react-router data router) rendering one heading. The apps' first screens are
 * measured against it, so its numbers say what the stack itself costs on this machine.
 */
export default defineAppConfig({
  title: '蓝猫移动',
  port: 5339,
  apiTarget: 'http://127.0.0.1:4010',
  extra: {
    source: { entry: { index: './src/main.tsx' } },
    output: { distPath: { root: 'dist' } },
  },
});
