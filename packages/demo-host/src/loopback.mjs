/** The loopback host the local servers listen on, and a free port on it (page measurements, journeys). */
import net from 'node:net';

export const HOST = '127.0.0.1';

/**
 * The variable naming the address the demo stack binds. Not `HOST`: tcsh exports that as the machine's
 * name, which would put the demo servers (the mock's answers, the console's request log) on the network.
 */
export const HOST_VARIABLE = 'BLUECAT_HOST';

/**
 * The address a server of the demo stack binds: BLUECAT_HOST, or loopback when it is unset or empty.
 * `BLUECAT_HOST=` (a blank line in a shell profile, an empty CI variable) must not mean every interface:
 * Node binds all of them for an empty host.
 * @param {Readonly<Record<string, string | undefined>>} env
 */
export function listenHost(env) {
  return env[HOST_VARIABLE] || HOST;
}

/** Whether `host` (an address or a name, IPv6 with or without brackets) is this machine's loopback. */
export function isLoopback(host) {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost') || bare === '::1') return true;
  return net.isIPv4(bare) && bare.startsWith('127.');
}

/**
 * The warning for a bind beyond loopback, or undefined: anyone who reaches the address gets the mock's
 * answers and, through the console, the request log of every tester's calls.
 * @param {string} host
 */
export function exposedBindWarning(host) {
  if (isLoopback(host)) return undefined;
  return `warning: ${HOST_VARIABLE}=${host} serves the demo stack beyond this machine: anyone who reaches ${host} can use it. Requests are answered only when their Host names loopback or ${host}.`;
}

/**
 * Whether a request's Host header (`name[:port]`) may be answered by a demo server bound to `bindHost`:
 * loopback names, and the address it was told to bind when that is one address (not every interface).
 * Any other name is a page of another site whose name was pointed at this machine (DNS rebinding),
 * reading the mock's answers and the console's log as its own origin.
 * @param {string | undefined} header @param {string} [bindHost]
 */
export function isAllowedHostHeader(header, bindHost = HOST) {
  if (!header) return false;
  const match = /^(\[[^\]]+\]|[^:]+)(?::\d+)?$/.exec(header.trim());
  if (!match?.[1]) return false;
  const name = match[1];
  if (isLoopback(name)) return true;
  const wildcard = bindHost === '0.0.0.0' || bindHost === '::' || bindHost === '';
  return !wildcard && name.replace(/^\[(.*)\]$/, '$1').toLowerCase() === bindHost.toLowerCase();
}

/**
 * Ports handed out from below the kernel's ephemeral range (Linux: 32768–60999). A port the kernel picks
 * for `listen(0)` is free only until the probe closes: any outgoing connection (a browser's, a fetch's)
 * may take it as its own end before the server that was handed it binds, which a journey met as
 * "port 44315 is already in use". Below the range only a listener can take it.
 */
const PORT_RANGE = Object.freeze({ from: 20_000, to: 32_000 });
const handedOut = new Set();

/** @param {number} port @returns {Promise<boolean>} */
function canListen(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

/** @returns {Promise<number>} a port nothing listens on at HOST right now, outside the ephemeral range */
export async function freePort() {
  for (let tries = 0; tries < 100; tries += 1) {
    const port = PORT_RANGE.from + Math.floor(Math.random() * (PORT_RANGE.to - PORT_RANGE.from));
    if (handedOut.has(port)) continue;
    if (await canListen(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port on ${HOST} between ${PORT_RANGE.from} and ${PORT_RANGE.to}`);
}
