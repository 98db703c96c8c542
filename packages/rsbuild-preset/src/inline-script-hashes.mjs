import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy source expressions (`'sha256-…'`) that let exactly the inline scripts of
 * these pages run, and nothing else inline: the policy keeps `script-src 'self'` plus these hashes, never
 * `'unsafe-inline'`. A hash covers the script's text between its tags, byte for byte.
 *
 * @param {Iterable<string>} pages HTML documents
 * @returns {string[]} one expression per distinct inline script, in the order first met
 */
export function inlineScriptHashes(pages) {
  const hashes = new Set();
  for (const html of pages) {
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const [, attributes = '', body = ''] = match;
      if (/\bsrc\s*=/i.test(attributes)) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes];
}

/**
 * The build's file of those hashes (dist/<name>). The host never includes it from the web root:
 * deploy/nginx/render.sh checks it holds nothing but this `set` and copies it into nginx's own folder.
 */
export const SCRIPT_HASHES_FILE = 'csp-script-hashes.conf';

/**
 * That file's text: an nginx `set` of `$csp_script_hashes`, which the app's server block puts in its
 * policy's `script-src`. It travels with the build, so a page and the hash that lets its script run are
 * always copied together; render.sh copies it on to nginx, which reads it when it (re)loads.
 *
 * @param {string[]} hashes
 */
export function scriptHashesConf(hashes) {
  return `# Written by the build: the inline scripts of its pages (Content-Security-Policy script-src).\nset $csp_script_hashes "${hashes.join(' ')}";\n`;
}
