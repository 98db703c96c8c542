export { CREDENTIAL_ENV, helpText, main, readCredentials } from './cli.mjs';
export { readOperations } from './contract.mjs';
export { maskBody, maskField, maskText } from './masking.mjs';
export { htmlReport, junitReport } from './report.mjs';
export { MAX_ANSWER_BYTES, runCheck, summarise, targetProblem } from './run.mjs';
