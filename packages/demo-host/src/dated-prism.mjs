/**
 * Prism's mock behind the demo calendar, in one process (prism.mjs spawns it):
 *
 *   node dated-prism.mjs <host> <port> <prism's CLI> mock openapi/openapi.yaml [prism's options]
 *
 * The calendar (demo-calendar.mjs) listens on <host>:<port> and dates each answer from today; Prism listens
 * on a spare loopback port behind it. One process, so whoever stops "Prism" (by its id, even with SIGKILL)
 * stops both, and Prism's own "Prism is listening" line comes only once both listen.
 */
import { pathToFileURL } from 'node:url';
import { createCalendarProxy } from './demo-calendar.mjs';
import { freePort } from './loopback.mjs';

const [host, port, cli, ...prismArgs] = process.argv.slice(2);
if (!host || !port || !cli || prismArgs[0] !== 'mock') {
  process.stderr.write('usage: node dated-prism.mjs <host> <port> <prism CLI> mock <spec> [options]\n');
  process.exit(2);
}

try {
  const behind = await freePort();
  const calendar = createCalendarProxy({ upstream: new URL(`http://127.0.0.1:${behind}`) });
  await new Promise((resolve, reject) => {
    calendar.once('error', reject);
    calendar.listen(Number(port), host, () => resolve(undefined));
  });
  // Prism's CLI reads process.argv as if it had been started itself.
  process.argv = [
    process.argv[0] ?? process.execPath,
    cli,
    ...prismArgs,
    '-h',
    '127.0.0.1',
    '-p',
    String(behind),
  ];
  await import(pathToFileURL(cli).href);
} catch (error) {
  process.stderr.write(`the demo calendar in front of Prism did not start: ${error.message}\n`);
  process.exit(1);
}
