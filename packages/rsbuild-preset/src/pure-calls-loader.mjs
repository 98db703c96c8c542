/**
 * The bundler's pass over react-router's production files, so that what the apps never render leaves the
 * build. Its module-level component and context factories (`var Form = React10.forwardRef(…)`,
 * `React.createContext(…)`, `React3.memo(…)`) are marked pure, as its own build marks the rest, and their
 * `X.displayName = "…"` lines (names for React's developer tools, which a production page never shows) go.
 * Otherwise a minifier must keep each for its possible side effects, and with it every function the
 * component reaches: `<Form>` and `<NavLink>` kept their submission and matching helpers in every page.
 */
const FACTORY = /^((?:var|let|const) [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[\w$]+";\n/gm;

export function markPureFactories(source) {
  return source.replace(DISPLAY_NAME, '').replace(FACTORY, '$1/* @__PURE__ */ $2');
}

export default function pureCallsLoader(source) {
  return markPureFactories(source);
}
