import { unitTestConfig } from '@bluecat/vitest-preset/vitest';

// DOMPurify does not support happy-dom, so the sanitiser's tests (*.chromium.test.ts) run in headless Chromium.
export default unitTestConfig();
