import { drainInto, type ReportFields, type ReportKind } from '@bluecat/ui/field-reports/queue';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AreaList } from './region.ts';
import { countiesFile, useRegionTable } from './use-region-table.ts';

const COUNTIES = { '360113': '红谷滩区' };
vi.mock('./counties.gen.json', () => ({ default: COUNTIES }));

const CITIES: AreaList = {
  province_list: { '360000': '江西省' },
  city_list: { '360100': '南昌市' },
  county_list: {},
};

describe('useRegionTable', () => {
  it('holds the provinces and cities until asked, then adds the counties', async () => {
    const { result } = renderHook(() => useRegionTable(CITIES, false));
    expect(result.current.status).toBe('cities');
    expect(result.current.area).toBe(CITIES);

    act(() => result.current.load());
    await waitFor(() => expect(result.current.status).toBe('full'));
    expect(result.current.area).toEqual({ ...CITIES, county_list: COUNTIES });
  });

  it('asks at once for a county kept from earlier', async () => {
    const { result } = renderHook(() => useRegionTable(CITIES, true));
    await waitFor(() => expect(result.current.status).toBe('full'));
  });

  it('says when the counties failed to come, and asks again on load', async () => {
    vi.spyOn(countiesFile, 'load').mockRejectedValueOnce(
      Object.assign(new Error('Loading chunk region-counties failed.'), { name: 'ChunkLoadError' }),
    );
    const sent: [ReportKind, ReportFields][] = [];
    drainInto((kind, fields) => sent.push([kind, fields]));
    const { result } = renderHook(() => useRegionTable(CITIES, true));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.area).toBe(CITIES);
    expect(sent.map(([kind, fields]) => [kind, fields.outcome])).toEqual([['chunk', 'failed']]);

    act(() => result.current.load());
    await waitFor(() => expect(result.current.status).toBe('full'));
    expect(result.current.area.county_list).toEqual(COUNTIES);
  });
});
