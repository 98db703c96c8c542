import { unitTestConfig } from '@bluecat/vitest-preset/vitest';

// The gateway and storage helpers touch no DOM: storage and fetch are injected in the tests.
export default unitTestConfig({ dom: false });
