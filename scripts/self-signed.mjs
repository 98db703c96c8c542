/**
 * A throw-away certificate for a loopback address, for the hosts that serve the builds over HTTPS as
 * production does (scripts/nginx.mjs, the Lighthouse bench). Valid two days; browsers are told to accept it.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Writes `cert.pem` and `key.pem` for `host` (an IP address) into `dir` and returns their paths. */
export function selfSignedCertificate(dir, host) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const result = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2'].concat([
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=IP:${host}`,
    ]),
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`openssl could not make a test certificate: ${result.stderr}`);
  return { cert, key };
}
