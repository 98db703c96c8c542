// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportFailedLoad } from './failed-load.ts';
import * as queue from './queue.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reportFailedLoad', () => {
  it('reports a file that did not come as a failed chunk', () => {
    const reports = vi.spyOn(queue, 'report');
    const missing = Object.assign(new Error('Loading chunk 412 failed.\n(error: /static/js/async/412.js)'), {
      name: 'ChunkLoadError',
    });
    reportFailedLoad(missing);
    expect(reports).toHaveBeenCalledWith('chunk', { message: missing.message, outcome: 'failed' });
  });

  it('reports code that came but failed as it started as an error, with its stack', () => {
    const reports = vi.spyOn(queue, 'report');
    const broken = new TypeError('echarts.init is not a function');
    reportFailedLoad(broken);
    expect(reports).toHaveBeenCalledWith('error', { message: broken.message, stack: broken.stack });
  });
});
