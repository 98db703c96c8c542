import { unitTestConfig } from '@bluecat/vitest-preset/vitest';

// The lookup touches no DOM: fetch is injected in the tests.
export default unitTestConfig({ dom: false });
