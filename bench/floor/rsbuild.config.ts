import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/**
 * The floor of the Lighthouse bench: the page a peer would ship to a current phone. React 18 and the
 * react-router data router rendering one heading, built with Rsbuild's defaults (its own browser targets,
 * no polyfills) and nothing else. The apps' first screens are measured against it, so their ratios say
 * how far they are from what the stack itself costs on this machine, old-phone support included.
 */
export default defineConfig({
  plugins: [pluginReact()],
  html: { title: '蓝猫移动' },
  source: { entry: { index: './src/main.tsx' } },
  output: { distPath: { root: 'dist' } },
});
