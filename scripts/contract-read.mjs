/** The contract read once, with every $ref followed, by the bundler openapi-typescript resolves split files with. */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CONTRACT = path.join(ROOT_DIR, 'openapi/openapi.yaml');

const requireFromGenerator = createRequire(fileURLToPath(import.meta.resolve('openapi-typescript')));
const { bundle, createConfig, parseYaml } = requireFromGenerator('@redocly/openapi-core');

export { parseYaml };

/** @returns {Promise<{ contract: any; errors: string[] }>} */
export async function bundleContract({ dereference = true, ref = CONTRACT } = {}) {
  const config = await createConfig({}, { extends: ['minimal'] });
  const { bundle: document, problems } = await bundle({ ref, config, dereference });
  const errors = problems.filter((problem) => problem.severity === 'error');
  return { contract: document.parsed, errors: [...new Set(errors.map((problem) => problem.message))] };
}

/** @param {string} [ref] another contract's openapi.yaml (an older revision, to compare) */
export async function readResolvedContract(ref) {
  const { contract, errors } = await bundleContract(ref ? { ref } : {});
  if (errors.length > 0) throw new Error(`the contract does not resolve:\n${errors.join('\n')}`);
  return contract;
}
