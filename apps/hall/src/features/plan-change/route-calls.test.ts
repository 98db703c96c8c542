import { describe, expect, it } from 'vitest';
import { packageDetailsQuery } from './route-calls.ts';

describe("套餐详情's first call", () => {
  it("asks for the address's plan, and for nothing without one", () => {
    const at = (address: string) => new URL(address, 'http://localhost');
    expect(packageDetailsQuery.bodyFor(at('/PackageDetails?id=P19'))).toEqual({ productId: 'P19' });
    expect(packageDetailsQuery.bodyFor(at('/PackageDetails'))).toBeNull();
    expect(packageDetailsQuery.bodyFor(at('/PackageDetails?id='))).toBeNull();
  });
});
