/**
 * The polyfills of the phones that need them. The apps' code is compiled down to Chrome 69 and iOS 12
 * syntax for every browser, but the core-js modules those engines need come in a file of their own that a
 * page loads only where a feature test fails: a current phone downloads none of them.
 *
 * By file (`.mjs`), like engine-apis.mjs: the lint stage reads this list without workspace links.
 */
import { POLYFILLED } from './engine-apis.mjs';

/** The polyfill file's entry name: `static/js/legacy-polyfills.<hash>.js`. */
export const LEGACY_ENTRY = 'legacy-polyfills';

/**
 * Every core-js module the old phones get. The first group is what core-js's usage mode added to the two
 * apps for the targets (iOS 12, Chrome 69) when it was last the build's polyfill mode: the calls the code
 * makes and the fixes core-js applies under them (stable sort, well-formed JSON.stringify, RegExp exec
 * and flags, iterable DOM collections). The second is every API of the engine-API table's POLYFILLED
 * list, so the table stays true for any code that starts calling one of them.
 */
export const LEGACY_POLYFILLS = [
  ...new Set([
    'es.array.at',
    'es.array.iterator',
    'es.array.push',
    'es.array.reduce',
    'es.array.reduce-right',
    'es.array.reverse',
    'es.array.sort',
    'es.array.unscopables.flat',
    'es.array.unscopables.flat-map',
    'es.error.cause',
    'es.global-this',
    'es.json.stringify',
    'es.object.has-own',
    'es.promise.finally',
    'es.regexp.exec',
    'es.regexp.flags',
    'es.string.at-alternative',
    'es.string.replace',
    'es.string.trim',
    'es.symbol.description',
    'web.dom-collections.iterator',
    'web.dom-exception.stack',
    ...POLYFILLED.map(({ coreJs }) => coreJs),
  ]),
];

/**
 * The gate: a small blocking script in each page's head, before the entry's deferred scripts. Where every
 * API of the table is native (Chrome 93, Safari 15.4 and later) it does nothing; elsewhere it writes the
 * polyfill file's script tag after itself, which runs before the page parses on and so before any
 * deferred script of the app. The file's address comes from the gate's own `data-polyfills` attribute
 * (and, when the file is on a CDN, its subresource integrity from `data-polyfills-integrity`),
 * so the gate's text (and so its hash in the Content-Security-Policy) does not change with each build. It
 * runs inline in the page, where a literal end tag would close the script: hence `<\/script>`. ES5, for
 * the oldest engines.
 */
export function polyfillGateScript() {
  const present = POLYFILLED.map(({ present }) => `(${present})`).join(' &&\n    ');
  return `(function () {
  var gate = document.currentScript;
  var native =
    ${present};
  if (!native && gate) {
    var integrity = gate.getAttribute('data-polyfills-integrity');
    var checked = integrity ? ' crossorigin="anonymous" integrity="' + integrity + '"' : '';
    document.write('<script src="' + gate.getAttribute('data-polyfills') + '"' + checked + '><\\/script>');
  }
})();
`;
}
