import { polyfillGateScript } from '@bluecat/engine-checks/legacy-polyfills';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, scriptHashesConf } from './inline-script-hashes.mjs';

/** sha256 of "" and of "a=1", base64: the values a browser computes for those script texts. */
const EMPTY = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
const A_IS_1 = "'sha256-wi/qXXQo5c9H72NUyXySI8ldbc3D4NIwD/eQVrH/PYU='";

describe('inlineScriptHashes', () => {
  it.each([
    ['an inline script', '<script>a=1</script>', [A_IS_1]],
    ['one with attributes', '<script data-polyfills="/p.js">a=1</script>', [A_IS_1]],
    ['an empty one', '<script></script>', [EMPTY]],
    ['a script from a file', '<script src="/a.js"></script><script defer src="/b.js"></script>', []],
    ['the same text twice', '<script>a=1</script><p></p><script>a=1</script>', [A_IS_1]],
    ['no script', '<p>a=1</p>', []],
  ])('%s', (_, html, expected) => {
    expect(inlineScriptHashes([html])).toEqual(expected);
  });

  it('hashes the text byte for byte, across pages', () => {
    expect(inlineScriptHashes(['<script>a=1</script>', '<script>a=1 </script>'])).toHaveLength(2);
  });

  it('writes the nginx setting the server blocks read', () => {
    expect(scriptHashesConf([A_IS_1, EMPTY])).toContain(`set $csp_script_hashes "${A_IS_1} ${EMPTY}";`);
  });
});

describe('the polyfill gate inline', () => {
  it('holds no end tag that would close its script element early', () => {
    expect(polyfillGateScript()).not.toMatch(/<\/script/i);
  });
});
