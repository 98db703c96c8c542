/**
 * `npm run check-backend -- --target <url>`: options, the tester's sign-in, the help text and the files.
 * Credentials come from the environment or a file only: an argument would stay in the shell's history and
 * in the process list of a shared machine.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readOperations } from './contract.mjs';
import { htmlReport, junitReport } from './report.mjs';
import { runCheck, summarise, targetProblem } from './run.mjs';

export const CREDENTIAL_ENV = {
  hallToken: 'BLUECAT_CHECK_HALL_TOKEN',
  agentSession: 'BLUECAT_CHECK_AGENT_SESSION',
  workNo: 'BLUECAT_CHECK_WORK_NO',
};

const OPTIONS = {
  target: { type: 'string' },
  'include-changing': { type: 'string', default: '' },
  credentials: { type: 'string' },
  rps: { type: 'string', default: '2' },
  'max-seconds': { type: 'string', default: '600' },
  'timeout-seconds': { type: 'string', default: '10' },
  out: { type: 'string', default: 'check-backend-report' },
  help: { type: 'boolean', default: false },
};

/** The help, with what each changing call does to a real account (the contract's x-changes-account). */
export async function helpText(contract) {
  const changing = (await readOperations(contract)).filter((entry) => entry.changes);
  const width = Math.max(...changing.map((entry) => entry.name.length));
  return `Checks a backend release against the contract (openapi/): every call that is safe to repeat is sent
with the contract's example request, and each answer is judged by Prism's validator.

  npm run check-backend -- --target https://api-test.example.com [options]

  --target URL              the API's origin (required): https://, or http:// on loopback only
  --include-changing LIST   also send these calls, which change a real account: call names separated by
                            commas, or all. What each does:
${changing.map((entry) => `      ${entry.name.padEnd(width)}  ${entry.changes}`).join('\n')}
  --credentials FILE        JSON {"hallToken", "agentSession", "workNo"}; otherwise the environment:
                            ${CREDENTIAL_ENV.hallToken}, ${CREDENTIAL_ENV.agentSession}, ${CREDENTIAL_ENV.workNo}
  --rps N                   at most N requests a second (default 2)
  --max-seconds N           stop starting calls after N seconds (default 600)
  --timeout-seconds N       a call without an answer after N seconds is reported (default 10)
  --out DIR                 where report.html and junit.xml go (default check-backend-report)

Exit code 1 when any call has a violation, 2 on a usage error.`;
}

/**
 * The tester's sign-in: a file when named, the environment for anything it leaves out. A file that cannot be
 * used is refused with its name and what is wrong, never with any of its content: a file that is not
 * JSON may still hold a token, and the error lands in a terminal, a CI log or a bug report.
 * @param {string | undefined} file the file's path
 * @param {Record<string, string | undefined>} env
 * @param {string | undefined} [shown] the file as the tester named it
 */
export function readCredentials(file, env, shown = file) {
  const fromFile = file ? credentialsFile(file, shown ?? file) : {};
  const credentials = {};
  for (const [key, variable] of Object.entries(CREDENTIAL_ENV)) {
    const value = fromFile[key] ?? env[variable];
    if (typeof value === 'string' && value !== '') credentials[key] = value;
  }
  return credentials;
}

const FIELDS = Object.keys(CREDENTIAL_ENV);

/** @returns {Record<string, unknown>} */
function credentialsFile(/** @type {string} */ file, /** @type {string} */ shown) {
  const refused = (/** @type {string} */ what) => new Error(`--credentials ${shown}: ${what}`);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    throw refused(code === 'ENOENT' ? 'no such file' : `cannot be read (${code ?? 'error'})`);
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    // The engine's message may quote the text; only the place is taken from it.
    const at = /position (\d+)/.exec(String(/** @type {Error} */ (error).message));
    let where = '';
    if (at) {
      const before = text.slice(0, Number(at[1])).split('\n');
      where = ` at line ${before.length}, column ${before[before.length - 1].length + 1}`;
    }
    throw refused(text.trim() === '' ? 'is empty' : `is not valid JSON${where}`);
  }
  const shape = `one JSON object {"${FIELDS.join('", "')}"}`;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw refused(`must hold ${shape}`);
  const others = Object.keys(parsed).filter((key) => !FIELDS.includes(key)).length;
  // Not named: a key may be a pasted token.
  if (others > 0) throw refused(`holds ${others} field(s) other than ${FIELDS.join(', ')}`);
  for (const key of FIELDS) {
    if (key in parsed && typeof parsed[key] !== 'string') throw refused(`${key} must be a string`);
  }
  return parsed;
}

const positive = (text, option) => {
  const value = Number(text);
  if (!(value > 0)) throw new Error(`--${option} must be a positive number`);
  return value;
};

/**
 * @param {{ argv: string[]; env: Record<string, string | undefined>; contract: string; cwd: string;
 *   log?: (line: string) => void }} options
 * @returns {Promise<number>} the exit code
 */
export async function main({ argv, env, contract, cwd, log = console.log }) {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    // parseArgs quotes a stray argument, which may be a token pasted after the options: never shown.
    const message =
      error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL'
        ? 'an argument was given without an option; each value follows its option (--help lists them)'
        : error.message;
    log(`${message}\nCredentials are read from the environment or --credentials, never from arguments.`);
    return 2;
  }
  if (values.help) {
    log(await helpText(contract));
    return 0;
  }
  if (!values.target) {
    log('--target is required (npm run check-backend -- --help)');
    return 2;
  }
  const refused = targetProblem(values.target);
  if (refused) {
    log(refused);
    return 2;
  }
  let options;
  try {
    options = {
      contract,
      target: values.target,
      credentials: readCredentials(
        values.credentials && path.resolve(cwd, values.credentials),
        env,
        values.credentials,
      ),
      includeChanging: values['include-changing'].split(','),
      rps: positive(values.rps, 'rps'),
      maxSeconds: positive(values['max-seconds'], 'max-seconds'),
      timeoutSeconds: positive(values['timeout-seconds'], 'timeout-seconds'),
    };
  } catch (error) {
    log(error.message);
    return 2;
  }
  let run;
  try {
    run = await runCheck(options);
  } catch (error) {
    log(error.message);
    return 2;
  }
  const out = path.resolve(cwd, values.out);
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'report.html'), htmlReport(run));
  writeFileSync(path.join(out, 'junit.xml'), junitReport(run));
  const summary = summarise(run);
  log(
    `calls run ${summary.run}, with violations ${summary.failed}, skipped ${summary.skipped}, violations ${summary.violations}`,
  );
  for (const [kind, count] of Object.entries(summary.byKind)) log(`  ${kind}: ${count}`);
  log(`report: ${path.join(out, 'report.html')}\njunit: ${path.join(out, 'junit.xml')}`);
  return summary.violations > 0 ? 1 : 0;
}
