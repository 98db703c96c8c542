/** The loopback host the local servers listen on, and a free port on it (page measurements, journeys). */
import net from 'node:net';

export const HOST = '127.0.0.1';

/**
 * The address a server of the demo stack binds: the `HOST` setting, or loopback when it is unset or
 * empty. `HOST=` (a blank line in a shell profile, an empty CI variable) must not mean every interface:
 * Node binds all of them for an empty host.
 * @param {Readonly<Record<string, string | undefined>>} env
 */
export function listenHost(env) {
  return env.HOST || HOST;
}

/** @returns {Promise<number>} a port nothing listens on at HOST right now */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
