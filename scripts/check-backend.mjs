// `npm run check-backend -- --target <url>`: checks a backend release against openapi/ (the logic and its
// tests live in @bluecat/backend-check; docs/integration-testing.md says how to read the report).
import path from 'node:path';
import { main } from '@bluecat/backend-check';
import { ROOT } from './repo.mjs';

process.exitCode = await main({
  argv: process.argv.slice(2),
  env: process.env,
  contract: path.join(ROOT, 'openapi/openapi.yaml'),
  // npm runs scripts from the repository root; a relative --credentials or --out is the tester's.
  cwd: process.env.INIT_CWD ?? process.cwd(),
});
