/** The loopback host the local servers listen on, and a free port on it (page measurements, journeys). */
import net from 'node:net';

export const HOST = '127.0.0.1';

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
