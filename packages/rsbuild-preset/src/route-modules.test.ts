import { describe, expect, it } from 'vitest';
import { formatRouteModules, lazyModuleOf, recordingLazyPage, routeModulesOf } from './route-modules.ts';

/** A route loader as Vitest compiles `() => import('../x.tsx')`; written out, as it is read from source. */
function compiledLoader(module: string, comment = ''): () => Promise<unknown> {
  return new Function(`return () => __vite_ssr_dynamic_import__(${comment}"/${module}")`)();
}

const lazyPage = recordingLazyPage((load: () => Promise<unknown>) => async () => load());

describe('lazyModuleOf', () => {
  it('reads the module a compiled loader imports, a chunk-name comment or not', () => {
    expect(lazyModuleOf(compiledLoader('src/features/a.tsx'))).toBe('src/features/a.tsx');
    expect(lazyModuleOf(compiledLoader('src/b.tsx', '/* webpackChunkName: "b" */ '))).toBe('src/b.tsx');
  });

  it('refuses a loader it cannot read', () => {
    expect(() => lazyModuleOf(() => Promise.resolve())).toThrow(/cannot tell/);
  });
});

describe('routeModulesOf', () => {
  it('lists plain addresses with their modules, layouts first, sorted', () => {
    const table = routeModulesOf([
      {
        children: [
          { path: '/b', lazy: lazyPage(compiledLoader('src/b.tsx')) },
          {
            lazy: lazyPage(compiledLoader('src/layout.tsx')),
            children: [
              { path: '/a', lazy: lazyPage(compiledLoader('src/a.tsx')) },
              { path: '/a-static' },
              { path: 'nested', lazy: lazyPage(compiledLoader('src/nested.tsx')) },
            ],
          },
          { path: '/note/:phone', lazy: lazyPage(compiledLoader('src/note.tsx')) },
          { path: '*', lazy: lazyPage(compiledLoader('src/not-found.tsx')) },
          { path: '/plain' },
        ],
      },
    ]);
    expect(table).toEqual({
      '/a': ['src/layout.tsx', 'src/a.tsx'],
      '/a-static': ['src/layout.tsx'],
      '/b': ['src/b.tsx'],
      '/nested': ['src/layout.tsx', 'src/nested.tsx'],
    });
    expect(Object.keys(table)).toEqual(['/a', '/a-static', '/b', '/nested']);
    expect(formatRouteModules(table)).toMatch(/^\{\n {2}"\/a": \[\n/);
  });

  it('refuses a lazy route not made by lazyPage', () => {
    expect(() => routeModulesOf([{ path: '/x', lazy: async () => ({}) }])).toThrow(/not made by lazyPage/);
  });
});
