/**
 * Servers a test starts on loopback, each on a port the system picks, and closed together after it:
 * `const servers = loopbackServers(); afterEach(servers.closeAll);` then `await servers.listen(server)`
 * gives the server's origin.
 */
import { HOST } from '../loopback.mjs';

export function loopbackServers() {
  /** @type {import('node:http').Server[]} */
  const open = [];
  return {
    /** @param {import('node:http').Server} server @returns {Promise<string>} its origin */
    async listen(server) {
      open.push(server);
      await new Promise((done) => server.listen(0, HOST, () => done(undefined)));
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      return `http://${HOST}:${address.port}`;
    },
    /** @returns {Promise<void>} */
    async closeAll() {
      await Promise.all(
        open.splice(0).map((server) => new Promise((done) => server.close(() => done(undefined)))),
      );
    },
  };
}
