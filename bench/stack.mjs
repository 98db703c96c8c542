/**
 * What both page measurements serve from and sign in with: the loopback host, a free port on it, and
 * the localStorage a signed-in subscriber or agent has (packages/api/src/storage.ts, e2e/fixtures/session.ts).
 */
import net from 'node:net';
import demoAgent from '../e2e/fixtures/demo-agent.json' with { type: 'json' };

export const HOST = '127.0.0.1';

export const SUBSCRIBER = { token: 'demo-token' };
export const AGENT = {
  tokens: 'demo-third-session',
  workNo: demoAgent.workNo,
  Userdata: JSON.stringify(demoAgent),
  systemId: '7',
};

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
