import { unitTestConfig } from '@bluecat/vitest-preset/vitest';

export default unitTestConfig({ dom: false });
