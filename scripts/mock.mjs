#!/usr/bin/env node
/**
 * `npm run mock`: the Prism mock of the contract (openapi/openapi.yaml) alone on BLUECAT_HOST:PRISM_PORT
 * (127.0.0.1:4010), its examples dated from today (DEMO_TODAY, or a request's X-Demo-Today header;
 * @bluecat/demo-host/demo-calendar). With API_TARGET it is the validating proxy in front of that server instead, as
 * `API_TARGET=… npm start` runs it. Pick a named example per request with the header
 * `Prefer: example=<name>` (or `Prefer: code=500`).
 */
import { listenHost } from '@bluecat/demo-host/loopback';
import { startPrism } from '@bluecat/demo-host/prism';

function main() {
  const host = listenHost(process.env);
  const port = Number(process.env.PRISM_PORT ?? 4010);
  const { child } = startPrism({
    host,
    port,
    stdio: 'inherit',
    upstream: process.env.API_TARGET || undefined,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) =>
    process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)),
  );
}

main();
