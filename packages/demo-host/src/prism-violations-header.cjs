/**
 * Loaded into Prism's process (`node --require`, see prism.mjs) so that its proxy survives any
 * answer. Prism writes the violations it finds as JSON into the `sl-violations` header, and Node refuses a
 * header value outside Latin-1: one Chinese enum value in a message (`check` must be one of 待审核, …) or in
 * a property name of the answer made `setHeader` throw, and Prism 5.x exits on it (newer 5.x releases
 * write the header the same way and need Node 24).
 *
 * The value is written here with every character beyond ASCII as a JSON `\uXXXX` escape: still the same
 * JSON, so whoever parses it (the mock console) reads the Chinese back exactly as the contract wrote it.
 * Escaping lengthens the value; Prism keeps it under 8 KB and so does this, dropping violations from the
 * end and saying so in front as Prism does ("Too many violations! […]").
 */
const http = require('node:http');

const HEADER = 'sl-violations';
const MAX_LENGTH = 8 * 1024 - 100;
const TOO_MANY = 'Too many violations! ';

/** @param {string} text */
const ascii = (text) =>
  text.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The violations of a header value: the whole list, or for a list Prism cut (TOO_MANY in front, the JSON
 * broken off) the entries before the cut.
 * @param {string} value
 * @returns {{ list: unknown[]; cut: boolean } | undefined}
 */
function violationsOf(value) {
  const cut = value.startsWith(TOO_MANY);
  const json = cut ? value.slice(TOO_MANY.length) : value;
  try {
    const list = JSON.parse(json);
    return Array.isArray(list) ? { list, cut } : undefined;
  } catch {
    if (!cut) return undefined;
  }
  for (let end = json.lastIndexOf('},'); end > 0; end = json.lastIndexOf('},', end - 1)) {
    try {
      return { list: JSON.parse(`${json.slice(0, end + 1)}]`), cut: true };
    } catch {
      // a '},' inside a message: try the one before
    }
  }
  return undefined;
}

/**
 * @param {string} value Prism's header value: a JSON list, or a cut list behind TOO_MANY
 * @returns {string} the same list, ASCII only and at most MAX_LENGTH long
 */
function violationsHeader(value) {
  const read = violationsOf(value);
  if (!read) return ascii(value).slice(0, MAX_LENGTH);
  const { list } = read;
  let cut = read.cut;
  for (;;) {
    const text = (cut ? TOO_MANY : '') + ascii(JSON.stringify(list));
    if (text.length <= MAX_LENGTH || list.length <= 1) return text.slice(0, MAX_LENGTH);
    list.pop();
    cut = true;
  }
}

const setHeader = http.ServerResponse.prototype.setHeader;
http.ServerResponse.prototype.setHeader = function setViolationsSafely(name, value) {
  if (typeof value === 'string' && String(name).toLowerCase() === HEADER) {
    return setHeader.call(this, name, violationsHeader(value));
  }
  return setHeader.call(this, name, value);
};

module.exports = { violationsHeader };
