#!/usr/bin/env node
/**
 * Serves one built app as a production host would (@bluecat/demo-host static-server):
 *
 *   node scripts/serve.mjs --root apps/hall/dist --port 5173 --api http://127.0.0.1:4010 [--demo apps/hall/demo]
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exposedBindWarning, listenHost } from '@bluecat/demo-host/loopback';
import { createStaticServer, listen } from '@bluecat/demo-host/static-server';

async function main() {
  const { values } = parseArgs({
    options: {
      root: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string', default: listenHost(process.env) },
      api: { type: 'string', default: process.env.API_TARGET },
      demo: { type: 'string' },
      quiet: { type: 'boolean', default: false },
    },
  });
  if (!values.root || !values.port || !values.api) {
    process.stderr.write(
      'usage: node scripts/serve.mjs --root <dist> --port <port> --api <origin> [--demo <folder>] [--host <host>] [--quiet]\n' +
        '(--host defaults to BLUECAT_HOST, else 127.0.0.1)\n',
    );
    process.exit(2);
  }
  try {
    await fs.access(path.join(values.root, 'index.html'));
  } catch {
    process.stderr.write(`${values.root}/index.html is missing: build the app first (npm run build).\n`);
    process.exit(1);
  }
  const server = createStaticServer({
    root: values.root,
    apiTarget: values.api,
    demoDir: values.demo,
    quiet: values.quiet,
    host: values.host,
  });
  const warning = exposedBindWarning(values.host);
  if (warning) process.stderr.write(`${warning}\n`);
  await listen(server, Number(values.port), values.host);
  process.stdout.write(
    `serving ${values.root} at http://${values.host}:${values.port} (/api → ${values.api})\n`,
  );
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
    });
  }
}

main().catch((error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
