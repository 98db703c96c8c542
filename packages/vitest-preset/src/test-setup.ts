import { afterEach } from 'vitest';

// A file without a DOM (a rule table, the gateway) skips Testing Library and jest-dom: loading them is
// most of what its setup would cost.
if (typeof document !== 'undefined') {
  const [{ cleanup, configure }] = await Promise.all([
    import('@testing-library/react'),
    import('@testing-library/jest-dom/vitest'),
  ]);
  // `findBy…` waits up to 5 s rather than 1 s: dialogs load their code on first use, and the whole suite
  // runs on two busy cores in CI.
  configure({ asyncUtilTimeout: 5000 });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });
}
