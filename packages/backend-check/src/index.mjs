export { CREDENTIAL_ENV, helpText, main, readCredentials } from './cli.mjs';
export { readOperations } from './contract.mjs';
export { htmlReport, junitReport, maskBody } from './report.mjs';
export { runCheck, summarise } from './run.mjs';
