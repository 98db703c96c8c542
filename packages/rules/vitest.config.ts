import { unitTestConfig } from '@bluecat/config/vitest';

export default unitTestConfig({ dom: false });
