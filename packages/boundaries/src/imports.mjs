/**
 * The modules a source file names: static imports and re-exports (`import type` included), side-effect
 * imports, `import()`, `require()` and the module a `vi.mock` replaces. Read from the text, without a
 * parser: the project's own files are formatted by Biome, one specifier per quoted string. Each says
 * whether it is a type only (`import type`, `export type`, `typeof import()`), which the compiler
 * removes: such an import holds an arrow but runs nothing. `import { type A }` is not one: with
 * verbatimModuleSyntax (packages/tsconfig) the import itself stays.
 */
const PATTERNS = [
  /^\s*(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/gms,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g,
  /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bvi\.mock\(\s*['"]([^'"]+)['"]/g,
];

/** Comments that open a line (JSDoc, `//`) blanked out, their line breaks kept: an example there is no import. */
function withoutComments(source) {
  const blank = (text) => text.replace(/[^\n]/g, ' ');
  return source.replace(/^\s*\/\*[\s\S]*?\*\//gm, blank).replace(/^\s*\/\/.*$/gm, blank);
}

const TYPE_STATEMENT = /^\s*(?:import|export)\s+type\b/;
const TYPEOF_BEFORE = /\btypeof\s*$/;

/** @param {string} text @returns {Array<{ specifier: string; line: number; typeOnly: boolean }>} */
export function importsOf(text) {
  const source = withoutComments(text);
  const found = new Map();
  for (const pattern of PATTERNS) {
    for (const match of source.matchAll(pattern)) {
      const specifier = match[1] ?? '';
      const start = match.index ?? 0;
      const at = start + match[0].lastIndexOf(specifier);
      const typeOnly =
        TYPE_STATEMENT.test(match[0]) ||
        (match[0].startsWith('import(') && TYPEOF_BEFORE.test(source.slice(Math.max(0, start - 20), start)));
      found.set(at, { specifier, line: source.slice(0, at).split('\n').length, typeOnly });
    }
  }
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry);
}
