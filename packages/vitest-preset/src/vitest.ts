import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { NUTUI_ES_ROOT, NUTUI_PACKAGE, nutuiFolder } from '@bluecat/rsbuild-preset/nutui';
import { defineConfig, type Plugin, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Vitest would resolve `@nutui/nutui-react` to its UMD bundle, which drags in lottie and crashes
 * under happy-dom. Rewrite each named import to the component's own ES module, as the app build does.
 */
function nutuiPerComponent(): Plugin {
  return {
    name: 'bluecat:nutui-per-component',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes(NUTUI_PACKAGE)) return null;
      const pattern = new RegExp(`import\\s*\\{([^}]+)\\}\\s*from\\s*['"]${NUTUI_PACKAGE}['"];?`, 'g');
      const next = code.replace(pattern, (_all, names: string) =>
        names
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .map((part) => {
            const typeOnly = part.startsWith('type ');
            const clean = part.replace(/^type\s+/, '');
            const [member, alias] = clean.split(/\s+as\s+/) as [string, string | undefined];
            if (typeOnly) return `import type { ${clean} } from '${NUTUI_PACKAGE}';`;
            return `import ${alias ?? member} from '${NUTUI_ES_ROOT}/${nutuiFolder(member)}/index.js';`;
          })
          .join('\n'),
      );
      return next === code ? null : { code: next, map: null };
    },
  };
}

/**
 * react-router-dom's CommonJS entry `require`s react-router's ES module, which a test file's own module
 * context (pool vmThreads, below) cannot: its ES entry is taken, as the app build takes it.
 */
const REACT_ROUTER_DOM_ESM = fileURLToPath(import.meta.resolve('react-router-dom'));

const setupFile = fileURLToPath(new URL('./test-setup.ts', import.meta.url));

/** Tests that need a real browser (image codecs, DOMPurify), driven from Node in headless Chromium. */
const CHROMIUM_TESTS = 'src/**/*.chromium.test.ts';

/**
 * Where a package renders (`dom`), a component's test (`.test.tsx`) runs in happy-dom and a rule's or a
 * store's (`.test.ts`) in plain Node: happy-dom and Testing Library cost about 0.9 s of a core per file,
 * most of what such a file costs. A `.test.ts` that needs the document or the storage says so on its
 * first line: `// @vitest-environment happy-dom`. CHROMIUM_TESTS have a project of their own.
 */
const projects: TestProjectInlineConfiguration[] = [
  { extends: true, test: { name: 'dom', include: ['src/**/*.test.tsx'], environment: 'happy-dom' } },
  {
    extends: true,
    test: { name: 'logic', include: ['src/**/*.test.ts'], exclude: [CHROMIUM_TESTS], environment: 'node' },
  },
  { test: { name: 'chromium', include: [CHROMIUM_TESTS], environment: 'node', testTimeout: 30_000 } },
];

/** Unit-test config shared by every package: happy-dom where it renders, jest-dom matchers, NutUI per component. */
export function unitTestConfig(options: { dom?: boolean; pool?: 'vmThreads' | 'threads' } = {}) {
  const dom = options.dom ?? true;
  return defineConfig({
    plugins: [nutuiPerComponent()],
    resolve: { alias: [{ find: /^react-router-dom$/, replacement: REACT_ROUTER_DOM_ESM }] },
    test: {
      environment: 'node',
      setupFiles: dom ? [setupFile] : [],
      // Where it renders, the projects say which files (a project's `include` would add to a root one).
      ...(dom ? { projects } : { include: ['src/**/*.test.{ts,tsx}'] }),
      css: false,
      server: { deps: { inline: [/@nutui/] } },
      restoreMocks: true,
      // Each file gets its own module graph and environment. In a module context of a kept worker
      // (vmThreads) the agent's 50 files took 46 s and 37 CPU s, against 88 s and 78 CPU s in a worker
      // thread each (threads), which loads happy-dom and React again for every file. Sharing one module
      // graph across files (isolate: false) left module state from one file in the next: 16 failures.
      pool: options.pool ?? 'vmThreads',
      // Vitest takes one worker less than the cores: one on a two-core machine, where the gate's longest
      // suite then ran alone on one core while the other sat idle.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // Above the 5 s that findBy… waits (test-setup.ts), so a missing element fails with its own message.
      testTimeout: 15_000,
    },
  });
}
