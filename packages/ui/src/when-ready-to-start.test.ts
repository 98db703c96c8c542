import { describe, expect, it } from 'vitest';
import { whenReadyToStart } from './when-ready-to-start.ts';

describe('whenReadyToStart', () => {
  it('resolves in a later task, not at the end of the current one', async () => {
    let laterTask = false;
    setTimeout(() => {
      laterTask = true;
    }, 0);
    let microtasksDone = false;
    const started = whenReadyToStart().then(() => laterTask);
    await Promise.resolve().then(() => {
      microtasksDone = true;
    });
    expect(microtasksDone).toBe(true);
    expect(laterTask).toBe(false);
    await expect(started).resolves.toBe(true);
  });
});
