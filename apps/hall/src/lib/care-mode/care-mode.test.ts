// @vitest-environment happy-dom
import { drainInto, type ReportFields, type ReportKind } from '@bluecat/ui/field-reports/queue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyCareLook, CARE_CLASS, careLookFile } from './care-mode.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.classList.remove(CARE_CLASS);
});

describe('applyCareLook', () => {
  it('keeps the care class when the look does not come, reports it, and fetches it again next time', async () => {
    const sent: [ReportKind, ReportFields][] = [];
    drainInto((kind, fields) => sent.push([kind, fields]));
    const enlargeText = vi.fn();
    const load = vi
      .spyOn(careLookFile, 'load')
      .mockRejectedValueOnce(
        Object.assign(new Error('Loading chunk care-look failed.'), { name: 'ChunkLoadError' }),
      )
      .mockResolvedValue({ enlargeText } as unknown as Awaited<ReturnType<typeof careLookFile.load>>);

    await applyCareLook(true);
    expect(document.documentElement.classList.contains(CARE_CLASS)).toBe(true);
    expect(sent).toEqual([['chunk', { message: 'Loading chunk care-look failed.', outcome: 'failed' }]]);

    await applyCareLook(true);
    expect(load).toHaveBeenCalledTimes(2);
    expect(enlargeText).toHaveBeenCalledWith(true);
  });
});
