/**
 * Throw-away certificates for loopback hosts, for the hosts that serve the builds over HTTPS as
 * production does (scripts/nginx.mjs, the Lighthouse bench), and a throw-away authority for the stand-in
 * upstreams nginx verifies as it verifies the operator's API. Valid two days; browsers are told to accept them.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';

function openssl(args) {
  const result = spawnSync('openssl', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`openssl could not make a test certificate: ${result.stderr}`);
}

/** The subjectAltName of `host`: an IP address or a DNS name. */
function altName(host) {
  return isIP(host) ? `IP:${host}` : `DNS:${host}`;
}

/** Writes `cert.pem` and `key.pem` for `host` (an IP address) into `dir` and returns their paths. */
export function selfSignedCertificate(dir, host) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  openssl(
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2'].concat([
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=${altName(host)}`,
    ]),
  );
  return { cert, key };
}

/** Writes `<name>-ca.pem` and `<name>-ca.key`, a certificate authority of its own, into `dir`. */
export function testAuthority(dir, name) {
  const cert = path.join(dir, `${name}-ca.pem`);
  const key = path.join(dir, `${name}-ca.key`);
  openssl(
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2'].concat([
      '-subj',
      `/CN=bluecat test authority ${name}`,
    ]),
  );
  return { cert, key };
}

/**
 * Writes `<name>.pem` and `<name>.key` into `dir`: a server certificate for `host` (an IP address or a
 * name) issued by `authority` (testAuthority).
 */
export function issuedCertificate(dir, name, host, authority) {
  const cert = path.join(dir, `${name}.pem`);
  const key = path.join(dir, `${name}.key`);
  const request = path.join(dir, `${name}.csr`);
  const extensions = path.join(dir, `${name}.ext`);
  writeFileSync(extensions, `basicConstraints=critical,CA:FALSE\nsubjectAltName=${altName(host)}\n`);
  openssl([
    'req',
    '-new',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    key,
    '-out',
    request,
    '-subj',
    `/CN=${host}`,
  ]);
  openssl(
    ['x509', '-req', '-in', request, '-CA', authority.cert, '-CAkey', authority.key, '-out', cert].concat([
      '-days',
      '2',
      '-set_serial',
      `0x${randomBytes(8).toString('hex')}`,
      '-extfile',
      extensions,
    ]),
  );
  return { cert, key };
}
