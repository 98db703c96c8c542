import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markPureFactories } from './pure-calls-loader.mjs';

const FACTORY_CALL =
  /^(?:var|let|const) [\w$]+ = (?:\/\* @__PURE__ \*\/ )?React\d*\.(?:forwardRef|createContext|memo)\(/gm;

/** react-router's production files, as the apps' builds read them (rsbuild.ts aliases them). */
function reactRouterProductionFiles(): string[] {
  const require = createRequire(import.meta.url);
  const folder = path.dirname(require.resolve('react-router')).replace(/([\\/])development$/, '$1production');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => readFileSync(path.join(folder, name), 'utf8'));
}

describe('markPureFactories', () => {
  it('marks module-level factories pure and drops their display names', () => {
    const source = [
      'var Form = React10.forwardRef(',
      '  function FormImpl(props, ref) { return null; }',
      ');',
      'Form.displayName = "Form";',
      'var RouteContext = React.createContext(null);',
      'RouteContext.displayName = "Route";',
      'var Memo = React3.memo(Inner);',
      '  const inner = React.forwardRef(render);',
      'Form.displayName = computed;',
      '',
    ].join('\n');
    expect(markPureFactories(source)).toBe(
      [
        'var Form = /* @__PURE__ */ React10.forwardRef(',
        '  function FormImpl(props, ref) { return null; }',
        ');',
        'var RouteContext = /* @__PURE__ */ React.createContext(null);',
        'var Memo = /* @__PURE__ */ React3.memo(Inner);',
        // Inside a function, the call runs when the function does: not a module-level side effect.
        '  const inner = React.forwardRef(render);',
        // Only a plain string name is known to be nothing but a name.
        'Form.displayName = computed;',
        '',
      ].join('\n'),
    );
  });

  it("still finds the installed react-router's factories, every one of them", () => {
    const files = reactRouterProductionFiles();
    const before = files.flatMap((file) => file.match(FACTORY_CALL) ?? []);
    const after = files.map(markPureFactories);
    // A react-router release that writes its components another way needs this pass written anew.
    expect(before.length).toBeGreaterThan(10);
    expect(after.flatMap((file) => file.match(FACTORY_CALL) ?? [])).toHaveLength(before.length);
    for (const file of after) {
      expect(file).not.toMatch(/^[\w$]+\.displayName = "[\w$]+";$/m);
      expect(file).not.toMatch(/^(?:var|let|const) [\w$]+ = React\d*\.(?:forwardRef|createContext|memo)\(/m);
    }
  });
});
