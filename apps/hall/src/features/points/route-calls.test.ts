import { afterEach, describe, expect, it } from 'vitest';
import { hallStore } from '../../lib/hall-store.ts';
import { detailCache, ordersCache, RULE_KEY, ruleCache } from './caches.ts';
import { detailQuery, ordersQuery, ruleQuery } from './route-calls.ts';

const at = (address: string) => new URL(address, 'http://localhost');

afterEach(() => {
  hallStore.set(ordersCache.clearAtom);
  hallStore.set(detailCache.clearAtom);
  hallStore.set(ruleCache.clearAtom);
});

describe("the points lists' first calls", () => {
  it("/myOrder asks for the address's range (an unknown one is 近六个月), and nothing for one kept", () => {
    expect(ordersQuery.bodyFor(at('/myOrder'))).toEqual({ interval: 0 });
    expect(ordersQuery.bodyFor(at('/myOrder?interval=2'))).toEqual({ interval: 2 });
    expect(ordersQuery.bodyFor(at('/myOrder?interval=9'))).toEqual({ interval: 0 });

    hallStore.set(ordersCache.entriesAtom, new Map([[2, []]]));
    expect(ordersQuery.bodyFor(at('/myOrder?interval=2'))).toBeNull();
    expect(ordersQuery.bodyFor(at('/myOrder'))).toEqual({ interval: 0 });
  });

  it('/integralDetails asks for what its tab shows: the type of 积分明细, or 积分规则', () => {
    expect(detailQuery.bodyFor(at('/integralDetails?type=1'))).toEqual({ type: 1 });
    expect(ruleQuery.bodyFor(at('/integralDetails?type=1'))).toBeNull();
    expect(detailQuery.bodyFor(at('/integralDetails?tab=rule'))).toBeNull();
    expect(ruleQuery.bodyFor(at('/integralDetails?tab=rule'))).toEqual({});

    hallStore.set(detailCache.entriesAtom, new Map([[1, []]]));
    hallStore.set(ruleCache.entriesAtom, new Map([[RULE_KEY, '']]));
    expect(detailQuery.bodyFor(at('/integralDetails?type=1'))).toBeNull();
    expect(ruleQuery.bodyFor(at('/integralDetails?tab=rule'))).toBeNull();
  });
});
