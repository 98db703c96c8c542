/**
 * Where a demo stand-in of an outside provider (apps/<app>/demo: real-name, face verification, the ID
 * photo) sends the person back.
 *
 * A real provider returns to the address the app gave its server (the start call's `returnUrl`), which
 * the server passed on to the provider; it never guesses from the browser's referrer, which the agent
 * app does not send (Referrer-Policy no-referrer). Prism answers the contract's static example, whose
 * provider address is a stand-in page of this origin (`/__demo/<name>?biz_no=…`) and cannot echo what
 * the call sent. So the mock console does it: a call whose contract names a `returnUrl` in its body has
 * that value added to the stand-in's address in its answer, as the query `returnUrl`, which the stand-in
 * follows (same origin only). Any other provider address (absolute: a real API behind Prism's proxy, the
 * `provider` examples) is left as it came.
 */

/** The request field a provider returns to, and the stand-in's query that carries it. */
export const RETURN_FIELD = 'returnUrl';

/** A stand-in page of the demo hosts, as the mock's examples name them (relative, on the app's origin). */
const STAND_IN = /^\/__demo\/[\w-]+(\?|$)/;

/** Whether a (dereferenced) JSON schema has a property `name`, directly or in one of its parts. */
function namesProperty(schema, name, seen = new Set()) {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return false;
  seen.add(schema);
  if (Object.hasOwn(schema.properties ?? {}, name)) return true;
  return ['allOf', 'oneOf', 'anyOf'].some(
    (key) => Array.isArray(schema[key]) && schema[key].some((part) => namesProperty(part, name, seen)),
  );
}

/**
 * The paths of the operations whose JSON body names the return address: only their bodies are read
 * before they are forwarded.
 * @param {Record<string, any>} contract  the dereferenced contract
 * @returns {Set<string>}
 */
export function returnUrlPathsOf(contract) {
  const found = new Set();
  for (const [pathName, item] of Object.entries(contract.paths ?? {})) {
    const schema = item?.post?.requestBody?.content?.['application/json']?.schema;
    if (namesProperty(schema, RETURN_FIELD)) found.add(pathName);
  }
  return found;
}

/** The return address a call's JSON body names, or undefined. */
export function returnUrlOf(fields) {
  const value = typeof fields === 'object' && fields !== null ? fields[RETURN_FIELD] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The answer with `returnUrl` added to the stand-in address it gives (`data.url`), or undefined when it
 * gives none (an error envelope, an absolute provider address, not JSON).
 * @param {Buffer} answer
 * @param {string} returnUrl
 * @returns {Buffer | undefined}
 */
export function withStandInReturn(answer, returnUrl) {
  let body;
  try {
    body = JSON.parse(answer.toString('utf8'));
  } catch {
    return undefined;
  }
  const data = typeof body === 'object' && body !== null ? body.data : undefined;
  const url = typeof data === 'object' && data !== null ? data.url : undefined;
  if (typeof url !== 'string' || !STAND_IN.test(url)) return undefined;
  // Read against a placeholder origin only to edit the query: the address stays relative, as it came.
  const address = new URL(url, 'http://stand-in.invalid');
  address.searchParams.set(RETURN_FIELD, returnUrl);
  data.url = `${address.pathname}${address.search}`;
  return Buffer.from(JSON.stringify(body));
}
